import { createContext, useContext } from 'react';

/**
 * The menu component of the page being rendered (`base-room`), given by the router around each menu page: a page
 * made by the framework reads the parameters it was opened with (page-params.ts) without knowing its own name.
 */
export const CurrentPage = createContext<string | null>(null);

export const useCurrentPage = (): string | null => useContext(CurrentPage);
