import type { BagClub } from '@fairway/contract';
import { wedgeName } from '@fairway/golf';
import type { T } from '../../scores';

/** What a club is called: "Driver", "3-wood", "7-iron", "Sand wedge (54°)", "52° wedge", "Putter". */
export function clubLabel(t: T, club: Pick<BagClub, 'type' | 'clubNumber' | 'loft'>): string {
  const number = club.clubNumber;
  switch (club.type) {
    case 'driver':
      return t('bag:club.driver');
    case 'putter':
      return t('bag:club.putter');
    case 'wood':
      return number ? t('bag:club.wood', { number }) : t('bag:club.woodAny');
    case 'hybrid':
      return number ? t('bag:club.hybrid', { number }) : t('bag:club.hybridAny');
    case 'iron':
      return number ? t('bag:club.iron', { number }) : t('bag:club.ironAny');
    case 'wedge': {
      const loft = club.loft;
      if (loft === null) return t('bag:club.wedgeAny');
      const name = wedgeName(loft);
      if (name === 'pitching') return t('bag:club.pitching', { loft });
      if (name === 'sand') return t('bag:club.sand', { loft });
      if (name === 'lob') return t('bag:club.lob', { loft });
      return t('bag:club.wedge', { loft });
    }
  }
}
