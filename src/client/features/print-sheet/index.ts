/**
 * Printed setups (issue 18): a setup sheet or an ESC setup laid out as a kit's paper sheet, and a blank
 * sheet to fill in by hand, for the pit board. Lazy: only its route loads it (and the QR code library).
 */
export { BlankPrintPage, type PrintKind, PrintPage } from './components/print-page';
