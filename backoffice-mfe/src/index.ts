// The standalone page's entry (the shell loads remoteEntry.js instead). Base styles load first so
// they never outrank the section's utilities; then an async boundary for the federation runtime.
import './standalone.css';

import('./standalone');
