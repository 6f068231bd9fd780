package secrets

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// fake returns n deterministic, random-looking characters from alphabet: well
// formed for a rule but not a real secret.
func fake(n int, alphabet string, seed uint32) string {
	var b strings.Builder
	x := seed*2654435761 + 12345
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b.WriteByte(alphabet[x%uint32(len(alphabet))])
	}
	return b.String()
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upper2 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hexLow = "0123456789abcdef"
	b64    = alnum + "+/"
	urlB64 = alnum + "_-"
)

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

var (
	jwtHeader  = b64url(`{"alg":"HS256","typ":"JWT"}`)
	jwtPayload = b64url(`{"sub":"1234567890","name":"Test","iat":1516239022}`)
	jwtSig     = fake(43, urlB64, 7)
	pemBody    = fake(64, b64, 8) + "\n" + fake(64, b64, 9) + "\n" + fake(40, b64, 10) + "\n"
)

func detectAll(text string) []detect.Entity {
	return detect.New(All()...).Detect(text, detect.Options{Threshold: 0.3})
}

func TestPositives(t *testing.T) {
	cases := []struct {
		name, before, secret, after, typ string
	}{
		{"aws key id", "aws_access_key_id = ", "AKIA" + fake(16, upper2, 1), "\n", "AWS_ACCESS_KEY_ID"},
		{"aws sts key id", "id ", "ASIA" + fake(16, upper2, 2), ".", "AWS_ACCESS_KEY_ID"},
		{"aws secret by name", "aws_secret_access_key = ", fake(40, b64, 3), "\n", "AWS_SECRET_ACCESS_KEY"},
		{"aws secret json", `{"SecretAccessKey": "`, fake(40, b64, 4), `"}`, "AWS_SECRET_ACCESS_KEY"},
		{"gcp api key", "key=", "AIza" + fake(35, urlB64, 5), "&q=x", "GCP_API_KEY"},
		{"azure account key", "DefaultEndpointsProtocol=https AccountKey=", fake(86, b64, 6) + "==", " end", "AZURE_STORAGE_KEY"},
		{"azure sas sig", "https://acct.blob.core.windows.net/c?sv=2022-11-02&ss=b&sig=", fake(43, alnum, 11) + "%3D", "&x=1", "AZURE_SAS_TOKEN"},
		{"github classic", "token ", "ghp_" + fake(36, alnum, 12), " ok", "GITHUB_TOKEN"},
		{"github oauth", "", "gho_" + fake(36, alnum, 13), "", "GITHUB_TOKEN"},
		{"github server", "x:", "ghs_" + fake(36, alnum, 14), ";", "GITHUB_TOKEN"},
		{"github refresh", "(", "ghr_" + fake(36, alnum, 15), ")", "GITHUB_TOKEN"},
		{"github user", "use ", "ghu_" + fake(36, alnum, 16), "", "GITHUB_TOKEN"},
		{"github fine grained", "GH=", "github_pat_" + fake(22, alnum, 17) + "_" + fake(59, alnum, 18), "\n", "GITHUB_TOKEN"},
		{"gitlab", "export T=", "glpat-" + fake(20, urlB64, 19), "\n", "GITLAB_TOKEN"},
		{"slack bot", "slack: ", "xoxb-" + fake(12, "0123456789", 20) + "-" + fake(13, "0123456789", 21) + "-" + fake(24, alnum, 22), "", "SLACK_TOKEN"},
		{"slack webhook", "post to ", "https://hooks.slack.com/services/T" + fake(8, upper2, 23) + "/B" + fake(8, upper2, 24) + "/" + fake(24, alnum, 25), " now", "SLACK_WEBHOOK_URL"},
		{"stripe secret", "stripe ", "sk_live_" + fake(24, alnum, 26), "", "STRIPE_API_KEY"},
		{"stripe restricted", "", "rk_live_" + fake(24, alnum, 27), "", "STRIPE_API_KEY"},
		{"stripe publishable", "pk: ", "pk_live_" + fake(24, alnum, 28), "", "STRIPE_API_KEY"},
		{"openai project", "OPENAI_API_KEY=", "sk-proj-" + fake(100, urlB64, 29), "\n", "OPENAI_API_KEY"},
		{"openai legacy", "key: ", "sk-" + fake(48, alnum, 30), "", "OPENAI_API_KEY"},
		{"sk- short key", "klíč ", "sk-" + fake(24, alnum, 60), ".", "API_KEY"},
		{"vendor live key", "Our key ", "nmb_live_" + fake(24, alnum, 61), " leaked", "API_KEY"},
		{"vendor test key", "(", "pp_test_" + fake(32, hexLow, 62), ")", "API_KEY"},
		{"stripe-style pk_test", "Schlüssel: ", "pk_test_" + fake(24, alnum, 63), ",", "API_KEY"},
		{"vendor live key in code", `PAY_KEY="`, "pay_live_" + fake(40, alnum, 64), `"`, "API_KEY"},
		{"anthropic", "ANTHROPIC_API_KEY=", "sk-ant-api03-" + fake(93, urlB64, 31), "\n", "ANTHROPIC_API_KEY"},
		{"twilio api key", "twilio ", "SK" + fake(32, hexLow, 32), "", "TWILIO_API_KEY"},
		{"sendgrid", "SENDGRID=", "SG." + fake(22, urlB64, 33) + "." + fake(43, urlB64, 34), "\n", "SENDGRID_API_KEY"},
		{"npm", "//registry.npmjs.org/:_authToken=", "npm_" + fake(36, alnum, 35), "\n", "NPM_TOKEN"},
		{"jwt", "Authorization: Bearer ", jwtHeader + "." + jwtPayload + "." + jwtSig, "\n", "JWT"},
		{"pem rsa", "key:\n", "-----BEGIN RSA PRIVATE KEY-----\n" + pemBody + "-----END RSA PRIVATE KEY-----", "\nrest", "PRIVATE_KEY"},
		{"pem in service account json", `{"type": "service_account", "private_key": "`,
			`-----BEGIN PRIVATE KEY-----\n` + fake(64, b64, 36) + `\n` + fake(64, b64, 37) + `\n-----END PRIVATE KEY-----`, `\n", "x": 1}`, "PRIVATE_KEY"},
		{"pem openssh", "", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + pemBody + "-----END OPENSSH PRIVATE KEY-----", "", "PRIVATE_KEY"},
		{"postgres url", "DATABASE_URL=", "postgres://app:S3cr3t-pw@db.example.com:5432/app", "\n", "CONNECTION_STRING"},
		{"mongodb srv", "uri: ", "mongodb+srv://admin:Xy7zQ9w@cluster0.ab1cd.mongodb.net/test?retryWrites=true", ".", "CONNECTION_STRING"},
		{"mysql url", "(", "mysql://root:toor1234@127.0.0.1:3306/shop", ")", "CONNECTION_STRING"},
		{"redis no user", "REDIS=", "redis://:p4ssw0rd@cache:6379/0", "", "CONNECTION_STRING"},
		{"amqp url", "broker ", "amqp://guest:rabbit99@mq.local/vhost", ", then", "CONNECTION_STRING"},
		{"https credentials", "clone ", "https://bob:hunter22@git.example.com/repo.git", " now", "CONNECTION_STRING"},
		{"ado.net", `"conn": "`, "Server=tcp:db.example.com,1433;Database=app;User Id=sa;Password=Pa55w0rd!", `;"`, "CONNECTION_STRING"},
		{"azure storage conn", "", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + fake(86, b64, 38) + "==;EndpointSuffix=core.windows.net", "\n", "CONNECTION_STRING"},
		// password assignments: the span is the value only
		{"en equals", "password=", "hunter2x", "\n", "PASSWORD"},
		{"en colon quoted", `"password": "`, "correct horse battery", `"`, "PASSWORD"},
		{"env var", "DB_PASSWORD=", "s3cr3t!", "\n", "PASSWORD"},
		{"camel case", "dbPassword: ", "Tr0ub4dor", "\n", "PASSWORD"},
		{"pwd", "pwd=", "qwerty12", "&user=bob", "PASSWORD"},
		{"pw in a chat", "my login is spettigrew91 and pw ", "Kirkstall#2291", " if u need it", "PASSWORD"},
		{"pass equals", "DB_PASS=", "hunter22", "\n", "PASSWORD"},
		{"en prose", "The password is ", "Sunny2024!", " for now", "PASSWORD"},
		{"de passwort", "Passwort: ", "Geheim123", "\n", "PASSWORD"},
		{"de kennwort lautet", "Ihr Kennwort lautet ", "Sommer2023", ".", "PASSWORD"},
		{"fr mot de passe", "Mot de passe : ", "Soleil#42", "\n", "PASSWORD"},
		{"es contraseña", "Contraseña: ", "Madrid_2020", "\n", "PASSWORD"},
		{"it password è", "La password è ", "Roma1234", ".", "PASSWORD"},
		{"pl hasło", "Hasło: ", "Warszawa99", "\n", "PASSWORD"},
		{"pl hasło to", "Twoje hasło to ", "Krakow#7", "", "PASSWORD"},
		{"cs heslo", "heslo: ", "tajneheslo", "\n", "PASSWORD"},
		{"cs heslo je", "Vaše heslo je ", "Praha2024", ".", "PASSWORD"},
		{"sk heslo", "Heslo je ", "Bratislava7", " a meno je jan", "PASSWORD"},
		// generic secrets after key names
		{"api_key", "api_key = ", fake(32, alnum, 39), "\n", "API_KEY"},
		{"client_secret json", `"client_secret": "`, fake(24, urlB64, 40) + "9", `"`, "API_KEY"},
		{"token colon", "token: ", fake(20, hexLow, 41) + "ab12", "\n", "API_KEY"},
		{"x-api-key header", "X-API-Key: ", fake(40, alnum, 42), "\r\n", "API_KEY"},
		// in prose, after a verb: only a random-looking value
		{"token is", "the token is ", fake(32, alnum, 43), ", keep it safe", "API_KEY"},
		{"api key ist", "Der API key ist ", fake(24, alnum, 44), ".", "API_KEY"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := c.before + c.secret + c.after
			start, end := len([]rune(c.before)), len([]rune(c.before))+len([]rune(c.secret))
			got := detectAll(text)
			for _, e := range got {
				if e.Type == c.typ && e.Start == start && e.End == end {
					return
				}
			}
			t.Errorf("want %s at [%d,%d), got %+v", c.typ, start, end, got)
		})
	}
}

func TestNegatives(t *testing.T) {
	badJWTHeader := b64url(`not json at all, no alg`)
	noAlg := b64url(`{"typ":"JWT"}`)
	cases := []struct{ name, text string }{
		{"password word only", "Please enter your password."},
		{"pw as a unit", "The array delivers 2 PW of peak output, says SolarCorp2024."},
		{"pw reset prose", "i asked for a pw reset but the link expired"},
		{"password label no value", "Password:\nUsername:"},
		{"password prose colon", "Password: must contain at least 8 characters"},
		{"password is required", "The password is required for login."},
		{"password placeholder", "password=<password>"},
		{"password env reference", "password=${DB_PASSWORD}"},
		{"password stars", "password: ********"},
		{"passwords plural", "passwords=many"},
		{"password_hash key", "password_hash=abcdef12345"},
		{"heslo prose", "Zapomněli jste heslo? Heslo je nutné změnit."},
		{"jwt non-json header", badJWTHeader + "." + jwtPayload + "." + jwtSig},
		{"jwt header without alg", "eyJ" + noAlg[3:] + "." + jwtPayload + "." + jwtSig},
		{"aws low entropy", "AKIAAAAAAAAAAAAAAAAA"},
		{"aws too long", "AKIA" + fake(17, upper2, 50)},
		{"aws inside word", "XAKIA" + fake(16, upper2, 51)},
		{"github short", "ghp_" + fake(35, alnum, 52)},
		{"github long", "ghp_" + fake(37, alnum, 53)},
		{"token low entropy", "token: abcabcabcabcabcabc"},
		{"api key too short", "api_key=ab12cd"},
		{"token is prose", "the token is valid for one hour"},
		{"secret is prose", "The secret is to start early and keep going."},
		{"api key words", "api_key = please-set-this-value"},
		{"url without password", "postgres://app@db.example.com/app"},
		{"url placeholder password", "postgres://user:password@localhost/db"},
		{"plain https url", "see https://example.com/path?x=1 for details"},
		{"pem template", "-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----"},
		{"public key", "-----BEGIN PUBLIC KEY-----\n" + pemBody + "-----END PUBLIC KEY-----"},
		{"sk short", "sk-" + fake(10, alnum, 54)},
		{"sk- words", "the sk-abcdefghijklmnopqrstuvwx team"},
		{"live_ in a word", "feature_live_" + fake(24, alnum, 65)},
		{"live_ words", "go_live_checklist_for_the_release_v2"},
		{"test_ function", "def test_parse_input_returns_empty_list():"},
		{"vendor key too short", "nmb_live_" + fake(10, alnum, 66)},
		{"vendor key low entropy", "nmb_live_aaaaaaaaaaaaaaaa1111"},
		{"vendor prefix too long", "payments_live_" + fake(24, alnum, 67)},
		{"ado without password", "Server=db;Database=app;Trusted_Connection=True;"},
		{"sas without sv", "?sig=" + fake(43, alnum, 55)},
		{"tokenizer word", "the tokenizer: splits text"},
		{"boarding pass", "Boarding pass: ABC123 gate 5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := detectAll(c.text); len(got) != 0 {
				t.Errorf("want nothing, got %+v", got)
			}
		})
	}
}

// A password inside a connection string is reported once, as the string.
func TestConnectionStringWinsOverPassword(t *testing.T) {
	text := "conn=Server=db;User Id=sa;Password=Pa55w0rd!;"
	got := detectAll(text)
	if len(got) != 1 || got[0].Type != "CONNECTION_STRING" || got[0].Text != "Server=db;User Id=sa;Password=Pa55w0rd!" {
		t.Fatalf("got %+v", got)
	}
}

func TestEntropy(t *testing.T) {
	cases := []struct {
		s        string
		min, max float64
	}{
		{"", 0, 0},
		{"aaaa", 0, 0},
		{"abab", 1, 1},
		{"abcdefgh", 3, 3},
	}
	for _, c := range cases {
		if h := entropy(c.s); h < c.min-1e-9 || h > c.max+1e-9 {
			t.Errorf("entropy(%q) = %v, want in [%v,%v]", c.s, h, c.min, c.max)
		}
	}
}

func TestEveryRuleHasAPositive(t *testing.T) {
	// Guards the table: each rule must have an anchor and a type the engine knows.
	for _, r := range rules {
		if len(r.Anchors) == 0 || r.Type == "" || r.Score <= 0 || r.Score > 1 {
			t.Errorf("rule %s is incomplete", r.ID)
		}
	}
}

func BenchmarkSecrets1KB(b *testing.B) {
	text := sparseText()
	rs := All()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	var out []detect.Match
	for i := 0; i < b.N; i++ {
		d := detect.NewDoc(text, "en")
		out = out[:0]
		for _, r := range rs {
			out = r.Find(d, out)
		}
	}
}

// sparseText is about 1 KB of English with one password and one key.
func sparseText() string {
	base := "Dear team, the quarterly report is attached. Please review the numbers before Friday's meeting and send your comments to the project lead. " +
		"We moved the staging database last week; the new password=Xk8!pq2w is stored in the vault. The deployment pipeline now runs nightly and " +
		"publishes artifacts to the internal registry. If the build fails, check the logs first and then contact the on-call engineer. " +
		"The API token for the monitoring service was rotated: ghp_" + fake(36, alnum, 99) + ". Remember that customer data must never be copied to laptops, " +
		"and that all access requests go through the service desk. Thanks for your patience while we finish the migration, and enjoy the weekend. " +
		"Next steps: update the runbook, close the old tickets, and archive the previous release notes in the shared drive for reference."
	return base
}

// emailStub reports "pass@host" inside a URL the way an e-mail recognizer does.
type emailStub struct{ start, end int }

func (emailStub) Name() string       { return "email-stub" }
func (emailStub) Types() []string    { return []string{"EMAIL_ADDRESS"} }
func (emailStub) Needs() detect.Need { return 0 }
func (s emailStub) Find(_ *detect.Doc, out []detect.Match) []detect.Match {
	return append(out, detect.Match{Type: "EMAIL_ADDRESS", Start: s.start, End: s.end, Score: 0.97})
}

// A URL with credentials must win over the e-mail address its "pass@host"
// part resembles.
func TestConnectionURLOutranksEmail(t *testing.T) {
	text := "url postgres://app:S3cret9@db.example.com/app"
	at := strings.Index(text, "S3cret9")
	e := detect.New(append(All(), emailStub{at, strings.LastIndex(text, "/app")})...)
	if got := e.Detect(text, detect.Options{Types: map[string]bool{"EMAIL_ADDRESS": true}}); len(got) != 1 {
		t.Fatalf("the stub must report the e-mail on its own: %+v", got)
	}
	got := e.Detect(text, detect.Options{})
	if len(got) != 1 || got[0].Type != "CONNECTION_STRING" || got[0].Start != 4 {
		t.Fatalf("got %+v", got)
	}
}

// TestPasswordAfterKeywordEveryLanguage: a password after its keyword, as a
// form label and in prose, in each of the eight languages; and the same
// keywords in sentences without a password find nothing.
func TestPasswordAfterKeywordEveryLanguage(t *testing.T) {
	cases := []struct {
		lang, before, secret, after string
	}{
		{"en", "password: ", "hunter2!x", "\n"},
		{"en", "Your new password is ", "Sunny2024!", " and please change it."},
		{"en", "Your new password is ", "Tr0ub4dor&3", " and please change it."}, // '&' ends only a query parameter
		{"de", "Passwort: ", "Geheim123!", "\n"},
		{"de", "Das Kennwort lautet ", "Sommer2024", "."},
		{"fr", "mot de passe : ", "azerty123", "\n"},
		{"fr", "Votre mot de passe est ", "Azerty2024!", "."},
		// an adjective and French typography's blank before ':'
		{"fr", "Votre mot de passe temporaire : ", "Xk9#mP2q", "\n"},
		{"fr", "Mot de passe provisoire : ", "Xk9#mP2q", "\n"},
		{"es", "Contraseña temporal: ", "Xk9#mP2q", "\n"},
		{"es", "contraseña: ", "Madrid2024", "\n"},
		{"es", "Tu contraseña es ", "Madrid2024!", "."},
		{"it", "password: ", "Roma2024x", "\n"},
		{"it", "parola d'accesso: ", "Roma2024", "\n"},
		{"it", "parola d’accesso: ", "Roma2024", "\n"},
		{"it", "La parola d'accesso è ", "Roma2024!", "."},
		{"pl", "hasło: ", "Warszawa1!", "\n"},
		{"pl", "Twoje hasło to ", "Warszawa1!", " i nie zmieniaj go."},
		{"cs", "heslo: ", "Praha2024x", "\n"},
		{"cs", "Vaše heslo je ", "Praha2024x", "."},
		{"sk", "Heslo: ", "Bratislava9", "\n"},
		{"sk", "Vaše heslo je ", "Bratislava9", "."},
		// no separator: a password-shaped word right after the keyword
		{"en", "temporary password ", "Maple#2026x", " (change it at first login)"},
		{"de", "vorläufiges Passwort ", "Linde-2026-Qx4", ", bitte ändern."},
		{"fr", "mot de passe provisoire ", "Tilleul#2026", " à changer."},
		{"es", "contraseña temporal ", "Olivo-2026-Rx7", " (cámbiala)."},
		{"it", "password provvisoria ", "Quercia!2026", " da cambiare."},
		{"pl", "hasło tymczasowe ", "Brzoza#2026x", " do zmiany."},
		{"cs", "dočasné heslo ", "Lilie-2026-Tx9", " (nutno změnit)."},
		{"sk", "dočasné heslo ", "Mlyn#2026!zima", " – pri prvom prihlásení si ho zmeň."},
		// a German compound the password word ends ("-passwort", "-kennwort")
		{"de", "das Startpasswort ", "Rheinhafen#7264kw", " muss er beim ersten Login ändern"},
		{"de", "Ihr Initialpasswort lautet ", "Hafen2026!x", "."},
		{"de", "Einmalpasswort: ", "Xk9#mP2q", "\n"},
		{"de", "Erstkennwort: ", "Sonne2026", "\n"},
		{"de", "ZUGANGSKENNWORT: ", "Linde-2026-Qx4", "\n"},
		// after the label's clause, at the ':' that closes it
		{"fr", "Mot de passe provisoire de M. Jacquinot, à changer à la première connexion : ", "Brochon-2026!tmp", ". Je vous le transmets"},
		{"en", "The password for the staging database, valid until Friday: ", "Harbor-2026!x", "\n"},
		{"de", "Das Passwort für den Testzugang (gültig bis Freitag): ", "Linde#2026x", "\n"},
		{"es", "La contraseña del wifi de la oficina, la nueva: ", "Olivo-2026-Rx7", "\n"},
		{"it", "La password del portale, da cambiare al primo accesso: ", "Quercia!2026", "\n"},
		{"pl", "Hasło do konta pana Nowaka, do zmiany przy pierwszym logowaniu: ", "Brzoza#2026x", "\n"},
		{"cs", "Heslo k účtu paní Novákové, nutno změnit při prvním přihlášení: ", "Lilie-2026-Tx9", "\n"},
		{"sk", "Heslo k účtu pána Nováka, treba zmeniť pri prvom prihlásení: ", "Mlyn#2026!zima", "\n"},
		// typed into a chat after a verb, on the same or the next line
		{"en", "what is my password?\n[10:02] Client: it is ", "Harbour2024x", " I think"},
		{"de", "das Passwort?\n[10:02] Kunde: ja, jetzt ist es ", "Sommer2026!", " glaube ich"},
		{"fr", "je vous donne mon mot de passe admin ? c'est ", "Savon2024Nimes", ""},
		{"es", "¿Habéis cambiado la contraseña?\n[08:51:03] Usuario: si. ahora es ", "Barrueco#2025tll", " pero"},
		{"it", "ho scritto la password dell'app su un foglietto... era ", "Vesuvio!2024", " devo cambiarla?"},
		{"pl", "zmieniłem hasło wczoraj, teraz to ", "Kasztan2026x", " chyba"},
		{"cs", "změnil jsem heslo, teď je ", "Jablko2026x", " myslím"},
		{"sk", "zmenil som heslo, teraz je ", "Hruska2026x", " myslím"},
		// after an entry verb, near the password word
		{"en", "I changed the password and typed ", "Oak!2026tree", " twice"},
		{"pl", "hasło do panelu? wpisałem ", "Kr0kodyl!2025", " i nic"},
		// before the password word, in its sentence: after an entry verb, or
		// right before the word's clause
		{"en", "I typed ", "Winter-Harbour-47", " but it says the password is wrong."},
		{"de", "Ich habe ", "Sonne!2026x", " eingegeben, aber das Passwort geht nicht."},
		{"de", "Ich habe ", "Sonne!2026x", " als Passwort eingegeben."},
		{"fr", "J'ai tapé ", "Lyon#2022x", " comme mot de passe."},
		{"es", "Probé con ", "Lorena_SV1987!", " y la contraseña no funciona."},
		{"it", "Ho provato ", "Roma!2023x", " come password ma niente."},
		{"pl", "Wpisałem ", "Kr0kodyl!2025", " jako hasło."},
		{"cs", "Zkusil jsem ", "Praha!2024x", ", ale heslo nefunguje."},
		{"sk", "Skúsil som ", "Tatry#2026x", " ako heslo, nejde to."},
		// after a word saying what happened, an entry verb's value (an
		// auxiliary between), and the others listed with it
		{"sk", "Heslo nefunguje, skúšal som ", "Kovacik1962", " aj kovacik62!, nič."},
		{"sk", "Heslo nefunguje, skúšal som Kovacik1962 aj ", "kovacik62!", ", nič."},
		{"en", "I tried Winter-Harbour-47 and ", "Summer!2024x", " but the password is wrong."},
		{"cs", "heslo nejde, zkoušel jsem ", "Praha!2024x", " a nic"},
		{"de", "Das Passwort geht nicht, ich habe ", "Sonne!2026x", " eingegeben"},
		{"en", "Agent: Which password did you use?\nClient: i typed ", "Kr0kodyl!2025", " but it failed"},
		// an entry verb a few turns after the password word ("heslom": sk instrumental)
		{"sk", "Agent: Skúsili ste sa prihlásiť s novým heslom?\nZákazník: áno, nejde to\nAgent: Aké ste zadali?\nZákazník: skúšala som ", "Kovacik1962", ""},
		{"pl", "Ile haseł Pan próbował?\nKlient: dwa\nKlient: wpisałem ", "Kr0kodyl!2025", ""},
		// after the user name, an entry verb's value (the word misspelt as chats do)
		{"en", "it says wrong pasword. user is meiling.ortiz84 and i typed ", "Bremen2718!", " like 5 times"},
		{"de", "Passwort falsch, Benutzer ist m.weber_77 und ich habe ", "Sonne!2026x", " eingegeben"},
	}
	for _, c := range cases {
		text := c.before + c.secret + c.after
		start := len([]rune(c.before))
		found := false
		for _, e := range detect.New(All()...).Detect(text, detect.Options{Threshold: 0.3, Lang: c.lang}) {
			found = found || e.Type == "PASSWORD" && e.Start == start && e.Text == c.secret
		}
		if !found {
			t.Errorf("%s %q: password %q not found", c.lang, text, c.secret)
		}
	}
	negatives := []struct{ lang, text string }{
		{"en", "Please enter your password below."},
		{"en", "Forgot your password? Reset it here."},
		{"de", "Passwort vergessen?"},
		{"de", "Ihr Passwort muss mindestens 8 Zeichen haben."},
		{"fr", "Mot de passe oublié ?"},
		{"es", "¿Olvidaste tu contraseña?"},
		{"it", "Hai dimenticato la password?"},
		{"it", "Inserisci la parola d'accesso qui sotto."},
		{"pl", "Nie pamiętam hasła."},
		{"cs", "heslo nefunguje"},
		{"sk", "Zabudli ste heslo?"},
		// a word saying what happened to the password, after the label
		{"en", "Password: forgotten"},
		{"de", "Passwort: vergessen"},
		{"fr", "Mot de passe : oublié"},
		{"es", "Contraseña: olvidada"},
		{"it", "Password: dimenticata"},
		{"pl", "Hasło: zapomniane"},
		{"cs", "heslo: nefunguje"},
		{"sk", "Heslo: zabudnuté"},
		// no separator: only a password-shaped word counts, and not a far one
		{"en", "password reset for order ER-2026-551207 done"},
		{"en", "Your password expires soon. Order T-2025-18447 is shipped"},
		{"de", "Passwort geändert. Die Rechnung ist RE2026x0042a\n\nund es ist Sommer2026x"},
		{"es", "la contraseña del wifi está en la web www.Ejemplo2024.es"},
		{"cs", "heslo pošlu e-mailem na jan.novak2024@seznam.cz"},
		// a login word ends the search: its value is the user name
		{"it", "cambi la password dell'area personale.\n09:38 Cliente: l'utente è giulia.ferraro88"},
		{"en", "reset the password.\nClient: the username is j.doe_2024x"},
		{"en", "wrong password. user is J.Doe_2024x"},
		{"en", "wrong password. user is j.doe_2024x and I used Chrome120"},
		// before the word: not across a sentence or a clause without an entry verb
		{"en", "Order Ab-2026-xk9Q shipped. Your password expires soon."},
		// a product and its version tried before the word is no password
		{"en", "I tried Windows10 first, then the password screen froze."},
		{"en", "I changed my Windows11 password yesterday."},
		{"en", "We used Office365 for years; the password reset link expired."},
		{"fr", "J'ai essayé Firefox115 mais le mot de passe ne passe pas."},
		{"es", "Probé Chrome120 y la contraseña sigue sin funcionar."},
		{"it", "Ho provato Android14 ma la password non funziona."},
		{"pl", "Próbowałem Windows10 i hasło nie działa."},
		{"cs", "Zkusil jsem Firefox115, heslo nefunguje."},
		// after the word, a browser or a system and its version tried after
		// an entry verb is no password
		{"en", "The password reset failed, so I used Chrome120 instead."},
		{"en", "Password expired. I tried Firefox115 and Edge118, same error."},
		{"de", "Das Passwort wurde zurückgesetzt. Danach habe ich Firefox115 verwendet."},
		{"fr", "Mot de passe expiré, j'ai essayé Firefox115 puis Chrome120."},
		{"es", "La contraseña caducó; probé Chrome120 y Firefox115."},
		{"it", "Password scaduta, ho provato Chrome120 e Firefox115."},
		{"pl", "Hasło wygasło, próbowałem Chrome120 i Firefox115."},
		{"cs", "Heslo vypršelo, zkoušel jsem Chrome120 a Firefox115."},
		{"sk", "Heslo vypršalo, skúšal som Chrome120 a Firefox115."},
		{"en", "Password expired, so I tried Windows10 again."},
		{"de", "Ticket Ab-2026-xk9Q, danach Passwort geändert."},
		{"en", "see build v2.4.1-Beta7x; password policy attached"},
		// a word saying what happened, then a copula: no password
		{"de", "Passwort geändert, es ist Sommer2026x"},
		{"en", "password reset, and the ticket is Ab-2026-xk9Q or Cd-2026-yk9Q"},
		// a compound without its value, and words that only begin with the
		// password word
		{"de", "Das Routerpasswort wurde geändert."},
		{"de", "Passwortrichtlinie: mindestens 12 Zeichen, siehe RE2026x0042a"},
		{"de", "Das Initialpasswort muss beim ersten Login geändert werden, siehe Ticket T-2025-18447."},
		// a ':' after the label's sentence ended, after a reference's word,
		// or before a host name is no password's
		{"fr", "Mot de passe oublié. Voici le ticket : Ab-2026-xk9Q"},
		{"en", "Password expired. New ticket: Ab-2026-xk9Q"},
		{"en", "Password change for order: Ab-2026-xk9Q"},
		{"de", "Passwort zurücksetzen für Benutzer: m.weber_77"},
		{"en", "New password for the user: j.doe_2024x"},
		{"en", "The password of the file server: srv-files01.local"},
		{"en", "Password reset requested by the client\nTicket: Ab-2026-xk9Q"},
		// a copula's value only on the keyword's line or the next
		{"en", "What is your password?\nClient: hm\nClient: well\nClient: it is Harbour2024x"},
	}
	for _, c := range negatives {
		for _, e := range detect.New(All()...).Detect(c.text, detect.Options{Threshold: 0.3, Lang: c.lang}) {
			t.Errorf("%s %q: want nothing, got %s %q", c.lang, c.text, e.Type, e.Text)
		}
	}
}

// TestPasswordInsideConnectionString: the password of a connection string is
// found when only PASSWORD is asked for; with both types the whole string is
// the one entity (see TestConnectionStringWinsOverPassword).
func TestPasswordInsideConnectionString(t *testing.T) {
	cases := []struct{ text, password string }{
		{"postgres://user:s3cr3t@host/db", "s3cr3t"},
		{"DATABASE_URL=mongodb+srv://u:p4ssW0rd@cluster0.example.net/test", "p4ssW0rd"},
		{"redis://:p4ssw0rd@cache:6379/0", "p4ssw0rd"},
		{"Server=tcp:db.example.com,1433;User Id=sa;Password=Pa55w0rd!;Database=app;", "Pa55w0rd!"},
		{"Data Source=db;Initial Catalog=app;User ID=sa;Pwd=Zx9!vq77", "Zx9!vq77"},
	}
	pw := map[string]bool{"PASSWORD": true}
	both := map[string]bool{"PASSWORD": true, "CONNECTION_STRING": true}
	for _, c := range cases {
		got := detect.New(All()...).Detect(c.text, detect.Options{Threshold: 0.3, Types: pw})
		if len(got) != 1 || got[0].Text != c.password {
			t.Errorf("%q, PASSWORD only: got %+v, want %q", c.text, got, c.password)
		}
		got = detect.New(All()...).Detect(c.text, detect.Options{Threshold: 0.3, Types: both})
		if len(got) != 1 || got[0].Type != "CONNECTION_STRING" {
			t.Errorf("%q, both types: got %+v, want the connection string alone", c.text, got)
		}
	}
	// an account key is not a password
	text := "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + fake(86, b64, 38) + "==;"
	if got := detect.New(All()...).Detect(text, detect.Options{Threshold: 0.3, Types: pw}); len(got) != 0 {
		t.Errorf("account key reported as a password: %+v", got)
	}
}
