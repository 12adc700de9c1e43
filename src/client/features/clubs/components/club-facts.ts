import type { Club, ClubRole } from '../../../../shared/schemas/club';

export const roleLabel = (role: ClubRole) => (role === 'admin' ? 'Admin' : 'Member');

/** "Mid-Valley Raceway · Clay · 12 members". */
export function clubFacts(club: Pick<Club, 'trackName' | 'surface' | 'members'>): string {
  return [club.trackName, club.surface, `${club.members} ${club.members === 1 ? 'member' : 'members'}`]
    .filter(Boolean)
    .join(' · ');
}
