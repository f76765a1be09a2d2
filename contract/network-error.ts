// The SPA's own code for a request that got no HTTP answer at all (ErrorCode.Network), in a module
// of its own: the axios client in the home route's first JavaScript needs only this code, and the
// whole table of contract/error-codes.ts would weigh ~0.6 kB gzip there.
export const NETWORK_ERROR = 'NETWORK_ERROR';
