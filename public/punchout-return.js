// Posts the PunchOut cart back to the buyer's procurement system as soon as the transfer page loads
// (server/modules/procurement/punchout.pages.ts). A file, not an inline script: the site's CSP runs no inline code.
document.getElementById('punchout-return')?.submit();
