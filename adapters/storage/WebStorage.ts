/** The slice of the Web Storage API (localStorage, sessionStorage) the key-value and bearer-token adapters use. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
