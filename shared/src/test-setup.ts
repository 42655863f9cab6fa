import { guardConsole } from './testing';

guardConsole();
