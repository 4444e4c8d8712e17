/** Text made safe inside an HTML element or a double-quoted attribute: the page's head tags, the server's meta tags, emails. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
