import { guardConsole, provideModalDialog } from './testing';

guardConsole();
provideModalDialog();
