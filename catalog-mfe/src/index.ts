// An async boundary lets the federation runtime negotiate shared modules first.
import('./standalone');
