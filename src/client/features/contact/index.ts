/** The contact feature: /contact (SPEC §2 Contact). */
export { ContactPage } from './components/contact-page';
