/** Menu titles by the menu's name (`menu.<name>`): the home page's here, each module's in its own locales/; a name without one shows the server's title. */
export const menu = {
  home: '홈',
};
