import type { NotificationToggle } from '@fairway/contract';

/** The languages of the app (apps/web/src/i18n); a golfer with another locale gets English. */
export const PUSH_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'ru',
  'sv',
  'vi',
  'ja',
  'ko',
  'zh',
] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

/** The notification types that have a push text; any other type gets `other`. */
export const PUSH_TYPES = [
  'friend_request',
  'friend_request_accepted',
  'new_post',
  'post_like',
  'post_comment',
  'comment_like',
  'game_invitation',
  'game_invitation_accepted',
  'game_invitation_declined',
  'new_message',
  'mention',
  'other',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Which of the golfer's notification toggles (games-and-profiles.md §9) lets each type through. */
export const TOGGLE_OF: Record<PushType, NotificationToggle | null> = {
  friend_request: 'friendRequests',
  friend_request_accepted: 'friendRequests',
  new_post: 'friendsPosts',
  post_like: 'postResponses',
  post_comment: 'postResponses',
  comment_like: 'postResponses',
  mention: 'postResponses',
  game_invitation: 'gameInvitations',
  game_invitation_accepted: 'gameInvitations',
  game_invitation_declined: 'gameInvitations',
  new_message: 'newMessages',
  other: null,
};

/** The push texts, `{actor}` being who did it. */
const TEXTS: Record<PushLanguage, Record<PushType, string>> = {
  en: {
    friend_request: '{actor} sent you a friend request',
    friend_request_accepted: '{actor} accepted your friend request',
    new_post: '{actor} shared a new post',
    post_like: '{actor} liked your post',
    post_comment: '{actor} commented on your post',
    comment_like: '{actor} liked your comment',
    mention: '{actor} mentioned you',
    game_invitation: '{actor} invited you to a round',
    game_invitation_accepted: '{actor} accepted your round invitation',
    game_invitation_declined: '{actor} declined your round invitation',
    new_message: '{actor} sent you a message',
    other: 'New notification from {actor}',
  },
  de: {
    friend_request: '{actor} hat dir eine Freundschaftsanfrage geschickt',
    friend_request_accepted: '{actor} hat deine Freundschaftsanfrage angenommen',
    new_post: '{actor} hat einen neuen Beitrag geteilt',
    post_like: '{actor} gefällt dein Beitrag',
    post_comment: '{actor} hat deinen Beitrag kommentiert',
    comment_like: '{actor} gefällt dein Kommentar',
    mention: '{actor} hat dich erwähnt',
    game_invitation: '{actor} hat dich zu einer Runde eingeladen',
    game_invitation_accepted: '{actor} hat deine Einladung zur Runde angenommen',
    game_invitation_declined: '{actor} hat deine Einladung zur Runde abgelehnt',
    new_message: '{actor} hat dir eine Nachricht geschickt',
    other: 'Neue Benachrichtigung von {actor}',
  },
  es: {
    friend_request: '{actor} te envió una solicitud de amistad',
    friend_request_accepted: '{actor} aceptó tu solicitud de amistad',
    new_post: '{actor} compartió una nueva publicación',
    post_like: 'A {actor} le gustó tu publicación',
    post_comment: '{actor} comentó tu publicación',
    comment_like: 'A {actor} le gustó tu comentario',
    mention: '{actor} te mencionó',
    game_invitation: '{actor} te invitó a una partida',
    game_invitation_accepted: '{actor} aceptó tu invitación a la partida',
    game_invitation_declined: '{actor} rechazó tu invitación a la partida',
    new_message: '{actor} te envió un mensaje',
    other: 'Nueva notificación de {actor}',
  },
  fr: {
    friend_request: '{actor} vous a envoyé une demande d’ami',
    friend_request_accepted: '{actor} a accepté votre demande d’ami',
    new_post: '{actor} a partagé une nouvelle publication',
    post_like: '{actor} a aimé votre publication',
    post_comment: '{actor} a commenté votre publication',
    comment_like: '{actor} a aimé votre commentaire',
    mention: '{actor} vous a mentionné',
    game_invitation: '{actor} vous a invité à une partie',
    game_invitation_accepted: '{actor} a accepté votre invitation à la partie',
    game_invitation_declined: '{actor} a décliné votre invitation à la partie',
    new_message: '{actor} vous a envoyé un message',
    other: 'Nouvelle notification de {actor}',
  },
  it: {
    friend_request: '{actor} ti ha inviato una richiesta di amicizia',
    friend_request_accepted: '{actor} ha accettato la tua richiesta di amicizia',
    new_post: '{actor} ha condiviso un nuovo post',
    post_like: 'A {actor} piace il tuo post',
    post_comment: '{actor} ha commentato il tuo post',
    comment_like: 'A {actor} piace il tuo commento',
    mention: '{actor} ti ha menzionato',
    game_invitation: '{actor} ti ha invitato a un giro',
    game_invitation_accepted: '{actor} ha accettato il tuo invito al giro',
    game_invitation_declined: '{actor} ha rifiutato il tuo invito al giro',
    new_message: '{actor} ti ha inviato un messaggio',
    other: 'Nuova notifica da {actor}',
  },
  nl: {
    friend_request: '{actor} heeft je een vriendschapsverzoek gestuurd',
    friend_request_accepted: '{actor} heeft je vriendschapsverzoek geaccepteerd',
    new_post: '{actor} heeft een nieuw bericht gedeeld',
    post_like: '{actor} vindt je bericht leuk',
    post_comment: '{actor} heeft op je bericht gereageerd',
    comment_like: '{actor} vindt je reactie leuk',
    mention: '{actor} heeft je genoemd',
    game_invitation: '{actor} heeft je uitgenodigd voor een ronde',
    game_invitation_accepted: '{actor} heeft je uitnodiging voor de ronde geaccepteerd',
    game_invitation_declined: '{actor} heeft je uitnodiging voor de ronde afgeslagen',
    new_message: '{actor} heeft je een bericht gestuurd',
    other: 'Nieuwe melding van {actor}',
  },
  ru: {
    friend_request: '{actor} отправил(а) вам заявку в друзья',
    friend_request_accepted: '{actor} принял(а) вашу заявку в друзья',
    new_post: '{actor} опубликовал(а) новый пост',
    post_like: '{actor} нравится ваш пост',
    post_comment: '{actor} прокомментировал(а) ваш пост',
    comment_like: '{actor} нравится ваш комментарий',
    mention: '{actor} упомянул(а) вас',
    game_invitation: '{actor} пригласил(а) вас на раунд',
    game_invitation_accepted: '{actor} принял(а) ваше приглашение на раунд',
    game_invitation_declined: '{actor} отклонил(а) ваше приглашение на раунд',
    new_message: '{actor} отправил(а) вам сообщение',
    other: 'Новое уведомление от {actor}',
  },
  sv: {
    friend_request: '{actor} har skickat en vänförfrågan till dig',
    friend_request_accepted: '{actor} har accepterat din vänförfrågan',
    new_post: '{actor} har delat ett nytt inlägg',
    post_like: '{actor} gillar ditt inlägg',
    post_comment: '{actor} har kommenterat ditt inlägg',
    comment_like: '{actor} gillar din kommentar',
    mention: '{actor} nämnde dig',
    game_invitation: '{actor} har bjudit in dig till en runda',
    game_invitation_accepted: '{actor} har tackat ja till din inbjudan till rundan',
    game_invitation_declined: '{actor} har tackat nej till din inbjudan till rundan',
    new_message: '{actor} har skickat ett meddelande till dig',
    other: 'Ny avisering från {actor}',
  },
  vi: {
    friend_request: '{actor} đã gửi cho bạn lời mời kết bạn',
    friend_request_accepted: '{actor} đã chấp nhận lời mời kết bạn của bạn',
    new_post: '{actor} đã chia sẻ một bài viết mới',
    post_like: '{actor} đã thích bài viết của bạn',
    post_comment: '{actor} đã bình luận về bài viết của bạn',
    comment_like: '{actor} đã thích bình luận của bạn',
    mention: '{actor} đã nhắc đến bạn',
    game_invitation: '{actor} đã mời bạn chơi một vòng',
    game_invitation_accepted: '{actor} đã chấp nhận lời mời chơi của bạn',
    game_invitation_declined: '{actor} đã từ chối lời mời chơi của bạn',
    new_message: '{actor} đã gửi cho bạn một tin nhắn',
    other: 'Thông báo mới từ {actor}',
  },
  ja: {
    friend_request: '{actor}さんから友達リクエストが届きました',
    friend_request_accepted: '{actor}さんが友達リクエストを承認しました',
    new_post: '{actor}さんが新しい投稿をシェアしました',
    post_like: '{actor}さんがあなたの投稿にいいねしました',
    post_comment: '{actor}さんがあなたの投稿にコメントしました',
    comment_like: '{actor}さんがあなたのコメントにいいねしました',
    mention: '{actor}さんがあなたをメンションしました',
    game_invitation: '{actor}さんからラウンドに招待されました',
    game_invitation_accepted: '{actor}さんがラウンドへの招待を承諾しました',
    game_invitation_declined: '{actor}さんがラウンドへの招待を辞退しました',
    new_message: '{actor}さんからメッセージが届きました',
    other: '{actor}さんから新しい通知があります',
  },
  ko: {
    friend_request: '{actor}님이 친구 요청을 보냈습니다',
    friend_request_accepted: '{actor}님이 친구 요청을 수락했습니다',
    new_post: '{actor}님이 새 게시물을 공유했습니다',
    post_like: '{actor}님이 회원님의 게시물을 좋아합니다',
    post_comment: '{actor}님이 회원님의 게시물에 댓글을 남겼습니다',
    comment_like: '{actor}님이 회원님의 댓글을 좋아합니다',
    mention: '{actor}님이 회원님을 언급했습니다',
    game_invitation: '{actor}님이 라운드에 초대했습니다',
    game_invitation_accepted: '{actor}님이 라운드 초대를 수락했습니다',
    game_invitation_declined: '{actor}님이 라운드 초대를 거절했습니다',
    new_message: '{actor}님이 메시지를 보냈습니다',
    other: '{actor}님의 새 알림',
  },
  zh: {
    friend_request: '{actor} 向你发送了好友请求',
    friend_request_accepted: '{actor} 接受了你的好友请求',
    new_post: '{actor} 分享了新动态',
    post_like: '{actor} 赞了你的动态',
    post_comment: '{actor} 评论了你的动态',
    comment_like: '{actor} 赞了你的评论',
    mention: '{actor} 提到了你',
    game_invitation: '{actor} 邀请你参加一轮比赛',
    game_invitation_accepted: '{actor} 接受了你的比赛邀请',
    game_invitation_declined: '{actor} 拒绝了你的比赛邀请',
    new_message: '{actor} 给你发了一条消息',
    other: '来自 {actor} 的新通知',
  },
};

/** A notification type as the push texts know it (`other` for one they do not). */
export function pushTypeOf(type: string): PushType {
  return (PUSH_TYPES as readonly string[]).includes(type) ? (type as PushType) : 'other';
}

/** The golfer's language among the app's 12 (`pt-BR` → English, `de-CH` → German). */
export function pushLanguageOf(locale: string | null | undefined): PushLanguage {
  const base = (locale ?? 'en').toLowerCase().split(/[-_]/)[0]!;
  return (PUSH_LANGUAGES as readonly string[]).includes(base) ? (base as PushLanguage) : 'en';
}

/** A push's text in the golfer's language: `Ana sent you a friend request`. */
export function pushText(type: string, locale: string | null | undefined, actorName: string): string {
  return TEXTS[pushLanguageOf(locale)][pushTypeOf(type)].replace('{actor}', actorName.trim() || 'Fairway');
}
