import type { AmenityFlag, Amenities } from '@fairway/contract';
import BedDouble from 'lucide-react/icons/bed-double';
import Briefcase from 'lucide-react/icons/briefcase';
import Car from 'lucide-react/icons/car';
import Flag from 'lucide-react/icons/flag';
import FlagTriangleRight from 'lucide-react/icons/flag-triangle-right';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Lock from 'lucide-react/icons/lock';
import Mountain from 'lucide-react/icons/mountain';
import PartyPopper from 'lucide-react/icons/party-popper';
import Ruler from 'lucide-react/icons/ruler';
import Shirt from 'lucide-react/icons/shirt';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Store from 'lucide-react/icons/store';
import Target from 'lucide-react/icons/target';
import UserRound from 'lucide-react/icons/user-round';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { offeredAmenities } from '../model/amenities';

/** The label key and icon of each amenity flag. */
export const AMENITY_DISPLAY = {
  drivingRange: { labelKey: 'clubs:amenities.drivingRange', icon: Target },
  puttingGreen: { labelKey: 'clubs:amenities.puttingGreen', icon: Flag },
  chippingGreen: { labelKey: 'clubs:amenities.chippingGreen', icon: FlagTriangleRight },
  practiceBunker: { labelKey: 'clubs:amenities.practiceBunker', icon: Mountain },
  motorCart: { labelKey: 'clubs:amenities.motorCart', icon: Car },
  pullCart: { labelKey: 'clubs:amenities.pullCart', icon: ShoppingCart },
  golfClubsRental: { labelKey: 'clubs:amenities.golfClubsRental', icon: Briefcase },
  clubFitting: { labelKey: 'clubs:amenities.clubFitting', icon: Ruler },
  proShop: { labelKey: 'clubs:amenities.proShop', icon: Store },
  golfLessons: { labelKey: 'clubs:amenities.golfLessons', icon: GraduationCap },
  caddieHire: { labelKey: 'clubs:amenities.caddieHire', icon: UserRound },
  restaurant: { labelKey: 'clubs:amenities.restaurant', icon: UtensilsCrossed },
  receptionHall: { labelKey: 'clubs:amenities.receptionHall', icon: PartyPopper },
  changingRoom: { labelKey: 'clubs:amenities.changingRoom', icon: Shirt },
  lockers: { labelKey: 'clubs:amenities.lockers', icon: Lock },
  lodgingOnSite: { labelKey: 'clubs:amenities.lodgingOnSite', icon: BedDouble },
} as const satisfies Record<AmenityFlag, { labelKey: `clubs:amenities.${string}`; icon: LucideIcon }>;

/** The amenities a club offers, each with its icon; a note when the data lists none. */
export function AmenityList({ amenities }: { amenities: Amenities }) {
  const { t } = useT();
  const offered = offeredAmenities(amenities);
  if (offered.length === 0) return <p className="text-sm text-fg-muted">{t('clubs:detail.noAmenities')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {offered.map((flag) => {
        const { labelKey, icon: Icon } = AMENITY_DISPLAY[flag];
        return (
          <li key={flag} className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {t(labelKey)}
          </li>
        );
      })}
    </ul>
  );
}
