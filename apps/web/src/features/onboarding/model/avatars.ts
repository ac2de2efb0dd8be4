/** The eight preset avatars (platform.md §9), drawn for Fairway in `public/avatars/`. */
export const PRESET_AVATARS = [
  { id: 'flag', src: '/avatars/flag.svg', labelKey: 'onboarding:avatar.flag' },
  { id: 'tee', src: '/avatars/tee.svg', labelKey: 'onboarding:avatar.tee' },
  { id: 'clubs', src: '/avatars/clubs.svg', labelKey: 'onboarding:avatar.clubs' },
  { id: 'cup', src: '/avatars/cup.svg', labelKey: 'onboarding:avatar.cup' },
  { id: 'cap', src: '/avatars/cap.svg', labelKey: 'onboarding:avatar.cap' },
  { id: 'trophy', src: '/avatars/trophy.svg', labelKey: 'onboarding:avatar.trophy' },
  { id: 'sunrise', src: '/avatars/sunrise.svg', labelKey: 'onboarding:avatar.sunrise' },
  { id: 'birdie', src: '/avatars/birdie.svg', labelKey: 'onboarding:avatar.birdie' },
] as const;

export type PresetAvatar = (typeof PRESET_AVATARS)[number];
