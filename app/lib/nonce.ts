import { createContext, useContext } from "react";

/**
 * This request's Content-Security-Policy nonce (see security-headers.server.ts),
 * given by entry.server.tsx. Only scripts that carry it may run inline. In the
 * browser it is empty: by then every inline script has already run.
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
