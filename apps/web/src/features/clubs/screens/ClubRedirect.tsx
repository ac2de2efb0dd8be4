import { Navigate, useParams } from 'react-router';
import { clubPath } from '../model/club-links';

/** `/clubs/{id}`, the deep links' club path (platform.md §2.10), opens the club page `/c/{id}`. */
export function ClubRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={clubPath(id)} replace />;
}
