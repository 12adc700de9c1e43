/** Clubs and their tracks (issue 30): find, join, create; admins keep results addresses and decoders. */
export { ClubPage } from './components/club-page';
export { ClubsPage } from './components/clubs-page';
