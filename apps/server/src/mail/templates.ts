/**
 * The account mails, in the 12 interface languages. Each mail is a subject, a greeting line, what happened,
 * the button's label, and what to do if it was not you. Links are added by {@link renderMail}.
 */
export const MAIL_LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'ru', 'sv', 'vi', 'ja', 'ko', 'zh'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
export type MailKind = 'verifyEmail' | 'resetPassword' | 'accountExists';

interface MailText {
  subject: string;
  body: string;
  action: string;
  ignore: string;
}

type Catalogue = Record<MailKind, MailText> & { hello: string; team: string };

const TEXTS: Record<MailLocale, Catalogue> = {
  en: {
    hello: 'Hello,',
    team: 'The Fairway team',
    verifyEmail: {
      subject: 'Confirm your email for Fairway',
      body: 'Welcome to Fairway! Confirm your email address to finish creating your account.',
      action: 'Confirm my email',
      ignore: 'If you did not create a Fairway account, you can ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your Fairway password',
      body: 'We received a request to reset your password. The link is valid for one hour and can be used once.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
    },
    accountExists: {
      subject: 'Someone tried to sign up to Fairway with your email',
      body: 'Someone tried to create a Fairway account with this email address, but you already have one. You can sign in, or reset your password if you forgot it.',
      action: 'Sign in to Fairway',
      ignore: 'If it was not you, nothing changed and you can ignore this email.',
    },
  },
  de: {
    hello: 'Hallo,',
    team: 'Dein Fairway-Team',
    verifyEmail: {
      subject: 'Bestätige deine E-Mail-Adresse für Fairway',
      body: 'Willkommen bei Fairway! Bestätige deine E-Mail-Adresse, um dein Konto fertig einzurichten.',
      action: 'E-Mail-Adresse bestätigen',
      ignore: 'Wenn du kein Fairway-Konto erstellt hast, kannst du diese E-Mail ignorieren.',
    },
    resetPassword: {
      subject: 'Setze dein Fairway-Passwort zurück',
      body: 'Wir haben eine Anfrage zum Zurücksetzen deines Passworts erhalten. Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
      action: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    },
    accountExists: {
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse bei Fairway registrieren',
      body: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein Fairway-Konto zu erstellen, aber du hast bereits eines. Du kannst dich anmelden oder dein Passwort zurücksetzen, falls du es vergessen hast.',
      action: 'Bei Fairway anmelden',
      ignore: 'Wenn du das nicht warst, hat sich nichts geändert und du kannst diese E-Mail ignorieren.',
    },
  },
  es: {
    hello: 'Hola:',
    team: 'El equipo de Fairway',
    verifyEmail: {
      subject: 'Confirma tu correo electrónico para Fairway',
      body: '¡Te damos la bienvenida a Fairway! Confirma tu dirección de correo para terminar de crear tu cuenta.',
      action: 'Confirmar mi correo',
      ignore: 'Si no has creado una cuenta en Fairway, puedes ignorar este correo.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de Fairway',
      body: 'Hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante una hora y solo se puede usar una vez.',
      action: 'Elegir una nueva contraseña',
      ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
    },
    accountExists: {
      subject: 'Alguien intentó registrarse en Fairway con tu correo',
      body: 'Alguien intentó crear una cuenta de Fairway con esta dirección de correo, pero ya tienes una. Puedes iniciar sesión o restablecer tu contraseña si la has olvidado.',
      action: 'Iniciar sesión en Fairway',
      ignore: 'Si no fuiste tú, no ha cambiado nada y puedes ignorar este correo.',
    },
  },
  fr: {
    hello: 'Bonjour,',
    team: "L'équipe Fairway",
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail pour Fairway',
      body: 'Bienvenue sur Fairway ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
      action: 'Confirmer mon adresse e-mail',
      ignore: "Si vous n'avez pas créé de compte Fairway, vous pouvez ignorer cet e-mail.",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Fairway',
      body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure et ne peut servir qu’une fois.',
      action: 'Choisir un nouveau mot de passe',
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    accountExists: {
      subject: "Quelqu'un a tenté de s'inscrire sur Fairway avec votre adresse e-mail",
      body: "Quelqu'un a tenté de créer un compte Fairway avec cette adresse e-mail, mais vous en avez déjà un. Vous pouvez vous connecter, ou réinitialiser votre mot de passe si vous l'avez oublié.",
      action: 'Se connecter à Fairway',
      ignore: "Si ce n'était pas vous, rien n'a changé et vous pouvez ignorer cet e-mail.",
    },
  },
  it: {
    hello: 'Ciao,',
    team: 'Il team di Fairway',
    verifyEmail: {
      subject: 'Conferma la tua email per Fairway',
      body: 'Benvenuto su Fairway! Conferma il tuo indirizzo email per completare la creazione del tuo account.',
      action: 'Conferma la mia email',
      ignore: 'Se non hai creato un account Fairway, puoi ignorare questa email.',
    },
    resetPassword: {
      subject: 'Reimposta la tua password di Fairway',
      body: 'Abbiamo ricevuto una richiesta di reimpostazione della password. Il link è valido per un’ora e si può usare una sola volta.',
      action: 'Scegli una nuova password',
      ignore: 'Se non l’hai richiesto tu, ignora questa email: la tua password resta invariata.',
    },
    accountExists: {
      subject: 'Qualcuno ha provato a registrarsi a Fairway con la tua email',
      body: 'Qualcuno ha provato a creare un account Fairway con questo indirizzo email, ma ne hai già uno. Puoi accedere, oppure reimpostare la password se l’hai dimenticata.',
      action: 'Accedi a Fairway',
      ignore: 'Se non sei stato tu, non è cambiato nulla e puoi ignorare questa email.',
    },
  },
  nl: {
    hello: 'Hallo,',
    team: 'Het Fairway-team',
    verifyEmail: {
      subject: 'Bevestig je e-mailadres voor Fairway',
      body: 'Welkom bij Fairway! Bevestig je e-mailadres om je account af te ronden.',
      action: 'Mijn e-mailadres bevestigen',
      ignore: 'Heb je geen Fairway-account aangemaakt, dan kun je deze e-mail negeren.',
    },
    resetPassword: {
      subject: 'Stel je Fairway-wachtwoord opnieuw in',
      body: 'We hebben een verzoek ontvangen om je wachtwoord opnieuw in te stellen. De link is een uur geldig en kan één keer worden gebruikt.',
      action: 'Nieuw wachtwoord kiezen',
      ignore: 'Heb je dit niet aangevraagd, negeer deze e-mail dan: je wachtwoord blijft hetzelfde.',
    },
    accountExists: {
      subject: 'Iemand probeerde zich met jouw e-mailadres bij Fairway aan te melden',
      body: 'Iemand probeerde een Fairway-account aan te maken met dit e-mailadres, maar je hebt er al een. Je kunt inloggen, of je wachtwoord opnieuw instellen als je het vergeten bent.',
      action: 'Inloggen bij Fairway',
      ignore: 'Was jij dit niet, dan is er niets veranderd en kun je deze e-mail negeren.',
    },
  },
  ru: {
    hello: 'Здравствуйте!',
    team: 'Команда Fairway',
    verifyEmail: {
      subject: 'Подтвердите адрес электронной почты для Fairway',
      body: 'Добро пожаловать в Fairway! Подтвердите адрес электронной почты, чтобы завершить создание аккаунта.',
      action: 'Подтвердить адрес',
      ignore: 'Если вы не создавали аккаунт Fairway, просто проигнорируйте это письмо.',
    },
    resetPassword: {
      subject: 'Сброс пароля Fairway',
      body: 'Мы получили запрос на сброс вашего пароля. Ссылка действует один час и может быть использована один раз.',
      action: 'Выбрать новый пароль',
      ignore: 'Если вы этого не запрашивали, проигнорируйте письмо: ваш пароль не изменится.',
    },
    accountExists: {
      subject: 'Кто-то пытался зарегистрироваться в Fairway с вашим адресом',
      body: 'Кто-то пытался создать аккаунт Fairway с этим адресом электронной почты, но у вас уже есть аккаунт. Вы можете войти или сбросить пароль, если забыли его.',
      action: 'Войти в Fairway',
      ignore: 'Если это были не вы, ничего не изменилось, и письмо можно проигнорировать.',
    },
  },
  sv: {
    hello: 'Hej!',
    team: 'Fairway-teamet',
    verifyEmail: {
      subject: 'Bekräfta din e-postadress för Fairway',
      body: 'Välkommen till Fairway! Bekräfta din e-postadress för att slutföra ditt konto.',
      action: 'Bekräfta min e-postadress',
      ignore: 'Om du inte har skapat ett Fairway-konto kan du ignorera det här meddelandet.',
    },
    resetPassword: {
      subject: 'Återställ ditt Fairway-lösenord',
      body: 'Vi har fått en begäran om att återställa ditt lösenord. Länken gäller i en timme och kan användas en gång.',
      action: 'Välj ett nytt lösenord',
      ignore: 'Om du inte har begärt detta kan du ignorera meddelandet: ditt lösenord är oförändrat.',
    },
    accountExists: {
      subject: 'Någon försökte registrera sig på Fairway med din e-postadress',
      body: 'Någon försökte skapa ett Fairway-konto med den här e-postadressen, men du har redan ett. Du kan logga in, eller återställa lösenordet om du har glömt det.',
      action: 'Logga in på Fairway',
      ignore: 'Om det inte var du har ingenting ändrats och du kan ignorera meddelandet.',
    },
  },
  vi: {
    hello: 'Xin chào,',
    team: 'Đội ngũ Fairway',
    verifyEmail: {
      subject: 'Xác nhận email của bạn cho Fairway',
      body: 'Chào mừng bạn đến với Fairway! Hãy xác nhận địa chỉ email để hoàn tất việc tạo tài khoản.',
      action: 'Xác nhận email',
      ignore: 'Nếu bạn không tạo tài khoản Fairway, bạn có thể bỏ qua email này.',
    },
    resetPassword: {
      subject: 'Đặt lại mật khẩu Fairway',
      body: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Liên kết có hiệu lực trong một giờ và chỉ dùng được một lần.',
      action: 'Chọn mật khẩu mới',
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    },
    accountExists: {
      subject: 'Có người đã thử đăng ký Fairway bằng email của bạn',
      body: 'Có người đã thử tạo tài khoản Fairway bằng địa chỉ email này, nhưng bạn đã có tài khoản. Bạn có thể đăng nhập, hoặc đặt lại mật khẩu nếu đã quên.',
      action: 'Đăng nhập Fairway',
      ignore: 'Nếu đó không phải là bạn, không có gì thay đổi và bạn có thể bỏ qua email này.',
    },
  },
  ja: {
    hello: 'こんにちは。',
    team: 'Fairway チーム',
    verifyEmail: {
      subject: 'Fairway のメールアドレスを確認してください',
      body: 'Fairway へようこそ！アカウントの作成を完了するには、メールアドレスを確認してください。',
      action: 'メールアドレスを確認する',
      ignore: 'Fairway のアカウントを作成していない場合は、このメールを無視してください。',
    },
    resetPassword: {
      subject: 'Fairway のパスワードを再設定してください',
      body: 'パスワード再設定のリクエストを受け付けました。リンクの有効期限は1時間で、1回だけ使用できます。',
      action: '新しいパスワードを設定する',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
    accountExists: {
      subject: 'あなたのメールアドレスで Fairway への登録が試みられました',
      body: 'このメールアドレスで Fairway アカウントの作成が試みられましたが、すでにアカウントをお持ちです。ログインするか、パスワードをお忘れの場合は再設定してください。',
      action: 'Fairway にログイン',
      ignore: 'お心当たりがない場合、何も変更されていませんので、このメールを無視してください。',
    },
  },
  ko: {
    hello: '안녕하세요,',
    team: 'Fairway 팀',
    verifyEmail: {
      subject: 'Fairway 이메일 주소를 확인해 주세요',
      body: 'Fairway에 오신 것을 환영합니다! 계정 만들기를 마치려면 이메일 주소를 확인해 주세요.',
      action: '이메일 확인하기',
      ignore: 'Fairway 계정을 만들지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
    },
    resetPassword: {
      subject: 'Fairway 비밀번호 재설정',
      body: '비밀번호 재설정 요청을 받았습니다. 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.',
      action: '새 비밀번호 설정하기',
      ignore: '요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    },
    accountExists: {
      subject: '누군가 회원님의 이메일로 Fairway 가입을 시도했습니다',
      body: '누군가 이 이메일 주소로 Fairway 계정을 만들려고 했지만, 이미 계정이 있습니다. 로그인하시거나, 비밀번호를 잊으셨다면 재설정하세요.',
      action: 'Fairway 로그인',
      ignore: '본인이 아니라면 아무것도 바뀌지 않았으니 이 이메일을 무시하셔도 됩니다.',
    },
  },
  zh: {
    hello: '您好：',
    team: 'Fairway 团队',
    verifyEmail: {
      subject: '请确认您在 Fairway 的电子邮箱',
      body: '欢迎来到 Fairway！请确认您的电子邮箱地址，以完成账户创建。',
      action: '确认我的邮箱',
      ignore: '如果您没有创建 Fairway 账户，请忽略此邮件。',
    },
    resetPassword: {
      subject: '重置您的 Fairway 密码',
      body: '我们收到了重置您密码的请求。该链接一小时内有效，且只能使用一次。',
      action: '设置新密码',
      ignore: '如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。',
    },
    accountExists: {
      subject: '有人尝试用您的邮箱注册 Fairway',
      body: '有人尝试用此邮箱地址创建 Fairway 账户，但您已经有一个账户了。您可以直接登录；如果忘记了密码，也可以重置密码。',
      action: '登录 Fairway',
      ignore: '如果这不是您本人，一切都没有改变，请忽略此邮件。',
    },
  },
};

/** The catalogue of a locale; an unknown or regional locale falls back to its language, then to English. */
export function mailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0];
  return (MAIL_LOCALES as readonly string[]).includes(language ?? '') ? (language as MailLocale) : 'en';
}

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Renders one account mail with its link, as plain text and simple, accessible HTML. */
export function renderMail(kind: MailKind, locale: string | null | undefined, url: string) {
  const lang = mailLocale(locale);
  const catalogue = TEXTS[lang];
  const text = catalogue[kind];
  return {
    subject: text.subject,
    text: `${catalogue.hello}\n\n${text.body}\n\n${text.action}: ${url}\n\n${text.ignore}\n\n${catalogue.team}\n`,
    html:
      `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#14301f;max-width:560px">` +
      `<p>${escape(catalogue.hello)}</p><p>${escape(text.body)}</p>` +
      `<p><a href="${escape(url)}" style="display:inline-block;background:#1f6b3a;color:#fff;padding:12px 20px;` +
      `border-radius:8px;text-decoration:none">${escape(text.action)}</a></p>` +
      `<p style="color:#4b5b50;font-size:14px">${escape(text.ignore)}</p><p>${escape(catalogue.team)}</p></body></html>`,
  };
}

/** For tests: every locale's catalogue has every mail, non-empty. */
export const MAIL_TEXTS = TEXTS;
