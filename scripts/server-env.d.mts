/** What `npm start` sets in the server process environment (see server-env.mjs). */
export declare const SERVER_ENV: Record<string, string>;
