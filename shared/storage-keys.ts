/** The names the browser keeps the session and the preferences under: the app writes them, the server reads the cookie. */
export const tokenCookieName = 'bc-x-access-token';
export const userStorageKey = 'bc-user';
export const languageStorageKey = 'language';
export const themeStorageKey = 'theme';
