// Every shared module a remote may import, so the server can provide it: a remote's Node build
// carries no copy of its own (one React, one store module, one API client on the server).
import '@nanostores/react';
import 'nanostores';
import 'react';
import 'react-dom';
import 'react/jsx-runtime';
import '@shop/shared/api-client';
import '@shop/shared/auth';
import '@shop/shared/business';
import '@shop/shared/cart';
import '@shop/shared/company';
import '@shop/shared/contracts';
import '@shop/shared/contracts/sort-codes';
import '@shop/shared/fields';
import '@shop/shared/format';
import '@shop/shared/http';
import '@shop/shared/forms';
import '@shop/shared/location';
import '@shop/shared/navigation';
import '@shop/shared/page';
import '@shop/shared/pricing';
import '@shop/shared/routing';
import '@shop/shared/runtime-config';
import '@shop/shared/stores';
import '@shop/shared/ui';
import '@shop/shared/validation';
import '@shop/shared/wishlist';
