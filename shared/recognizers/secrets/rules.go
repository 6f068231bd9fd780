package secrets

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// rule is one kind of secret, declared as data in the spirit of gitleaks'
// config: where a candidate starts (Anchors), what it must look like there
// (Pattern, anchored, run on a small window), and how random it must be
// (MinEntropy). Rules with a Match function parse the candidate themselves
// (PEM blocks, connection strings, keyword assignments).
type rule struct {
	ID   string // stable rule id, used in tests and diagnostics
	Type string // entity type reported
	// Anchors are literal prefixes found by the one-pass scan; a candidate
	// starts at an anchor that begins a token. Fold: compare ignoring case.
	Anchors []string
	Fold    bool
	// Pattern must match at the anchor (write it with a leading ^); it runs on
	// at most Window bytes. Group selects the secret's submatch (0: whole).
	Pattern *regexp.Regexp
	Window  int
	Group   int
	// Tight requires the span to end where the token ends, so a longer token
	// is not cut to the rule's length.
	Tight bool
	// MinEntropy is the minimum Shannon entropy (bits per byte) of the span.
	MinEntropy float64
	// NeedBefore, when set, must occur in the 512 bytes before the anchor (a
	// SAS signature is a query parameter after "sv=").
	NeedBefore string
	// Check, when set, validates the span (the JWT header).
	Check func(span string) bool
	// Match replaces Pattern: given the text and the anchor's start and end, it
	// returns the secret's span.
	Match func(t string, at, kwEnd int) (start, end int, score float64, ok bool)
	Score float64
}

var re = regexp.MustCompile

// rules is the rule table. Scores: a vendor prefix with a fixed length and a
// random body is near-certain (0.9-0.95); shapes that other things share score
// lower.
var rules = []rule{
	{ID: "aws-access-key-id", Type: "AWS_ACCESS_KEY_ID", Anchors: []string{"AKIA", "ASIA"},
		Pattern: re(`^(?:AKIA|ASIA)[A-Z2-7]{16}`), Window: 24, Tight: true, MinEntropy: 3.0, Score: 0.9},
	// The secret access key has no prefix: it is found by its key name.
	{ID: "aws-secret-access-key", Type: "AWS_SECRET_ACCESS_KEY", Fold: true,
		Anchors: []string{"aws_secret_access_key", "secret_access_key", "secretaccesskey", "aws_secret_key", "aws-secret-access-key"},
		Match:   assignment(kindAWSSecret), Score: 0.85},
	{ID: "gcp-api-key", Type: "GCP_API_KEY", Anchors: []string{"AIza"},
		Pattern: re(`^AIza[0-9A-Za-z_\-]{35}`), Window: 48, Tight: true, MinEntropy: 3.5, Score: 0.9},
	{ID: "azure-storage-account-key", Type: "AZURE_STORAGE_KEY", Anchors: []string{"AccountKey="},
		Pattern: re(`^AccountKey=([A-Za-z0-9+/]{86}==)`), Window: 104, Group: 1, MinEntropy: 4.0, Score: 0.85},
	{ID: "azure-sas-signature", Type: "AZURE_SAS_TOKEN", Anchors: []string{"sig="},
		Pattern: re(`^sig=((?:[A-Za-z0-9+/]|%2[BbFf]){40,120}(?:%3[Dd]|=){0,2})`), Window: 140, Group: 1,
		NeedBefore: "sv=", MinEntropy: 3.5, Score: 0.8},
	{ID: "github-token", Type: "GITHUB_TOKEN", Anchors: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"},
		Pattern: re(`^gh[pousr]_[A-Za-z0-9]{36}`), Window: 48, Tight: true, MinEntropy: 3.0, Score: 0.95},
	{ID: "github-fine-grained-pat", Type: "GITHUB_TOKEN", Anchors: []string{"github_pat_"},
		Pattern: re(`^github_pat_[A-Za-z0-9_]{60,100}`), Window: 120, Tight: true, MinEntropy: 3.5, Score: 0.95},
	{ID: "gitlab-pat", Type: "GITLAB_TOKEN", Anchors: []string{"glpat-"},
		Pattern: re(`^glpat-[A-Za-z0-9_\-]{20,64}`), Window: 80, Tight: true, MinEntropy: 3.0, Score: 0.95},
	{ID: "slack-token", Type: "SLACK_TOKEN", Anchors: []string{"xoxb-", "xoxa-", "xoxp-", "xoxr-", "xoxs-"},
		Pattern: re(`^xox[baprs]-[0-9]{6,13}-[0-9A-Za-z\-]{10,100}`), Window: 128, Tight: true, MinEntropy: 3.0, Score: 0.95},
	{ID: "slack-webhook", Type: "SLACK_WEBHOOK_URL", Anchors: []string{"https://hooks.slack.com/"},
		Pattern: re(`^https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9]{8,12}/[A-Za-z0-9]{8,12}/[A-Za-z0-9]{20,40}`),
		Window:  140, Tight: true, Score: 0.95},
	{ID: "stripe-live-key", Type: "STRIPE_API_KEY", Anchors: []string{"sk_live_", "rk_live_"},
		Pattern: re(`^[sr]k_live_[0-9A-Za-z]{20,99}`), Window: 112, Tight: true, MinEntropy: 3.5, Score: 0.95},
	{ID: "stripe-test-key", Type: "STRIPE_API_KEY", Anchors: []string{"sk_test_", "rk_test_"},
		Pattern: re(`^[sr]k_test_[0-9A-Za-z]{20,99}`), Window: 112, Tight: true, MinEntropy: 3.5, Score: 0.6},
	// Publishable keys are meant for browsers; they still identify an account.
	{ID: "stripe-publishable-key", Type: "STRIPE_API_KEY", Anchors: []string{"pk_live_"},
		Pattern: re(`^pk_live_[0-9A-Za-z]{20,99}`), Window: 112, Tight: true, MinEntropy: 3.5, Score: 0.5},
	// Other vendors' "<vendor>_live_" and "<vendor>_test_" keys (vendor.go).
	{ID: "vendor-mode-key", Type: "API_KEY", Anchors: []string{"live_", "test_"}, Match: vendorModeKey, Score: vendorLiveScore},
	{ID: "anthropic-api-key", Type: "ANTHROPIC_API_KEY", Anchors: []string{"sk-ant-"},
		Pattern: re(`^sk-ant-[a-z]{3,6}[0-9]{2}-[A-Za-z0-9_\-]{80,120}`), Window: 140, Tight: true, MinEntropy: 4.0, Score: 0.95},
	{ID: "openai-project-key", Type: "OPENAI_API_KEY", Anchors: []string{"sk-proj-", "sk-svcacct-", "sk-admin-"},
		Pattern: re(`^sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{40,250}`), Window: 270, Tight: true, MinEntropy: 4.0, Score: 0.9},
	// Legacy "sk-" keys: 48 random alphanumerics. Other vendors use the same
	// shape, so the score is lower than for the marked forms; a shorter one
	// (20 to 31) is another vendor's secret key, an API_KEY.
	{ID: "openai-legacy-key", Type: "OPENAI_API_KEY", Anchors: []string{"sk-"},
		Pattern: re(`^sk-[A-Za-z0-9]{32,64}`), Window: 70, Tight: true, MinEntropy: 4.0, Score: 0.75},
	{ID: "sk-dash-key", Type: "API_KEY", Anchors: []string{"sk-"},
		Pattern: re(`^sk-[A-Za-z0-9]{20,31}`), Window: 40, Tight: true, MinEntropy: 3.5, Check: hasDigitAndLetter, Score: 0.6},
	{ID: "twilio-api-key", Type: "TWILIO_API_KEY", Anchors: []string{"SK"},
		Pattern: re(`^SK[0-9a-f]{32}`), Window: 36, Tight: true, MinEntropy: 3.0, Score: 0.7},
	{ID: "sendgrid-api-key", Type: "SENDGRID_API_KEY", Anchors: []string{"SG."},
		Pattern: re(`^SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}`), Window: 70, Tight: true, MinEntropy: 4.0, Score: 0.95},
	{ID: "npm-token", Type: "NPM_TOKEN", Anchors: []string{"npm_"},
		Pattern: re(`^npm_[A-Za-z0-9]{36}`), Window: 40, Tight: true, MinEntropy: 3.5, Score: 0.9},
	// JWT: header and payload are base64url JSON objects ("eyJ" is `{"`); the
	// header must decode to JSON with an "alg" member.
	{ID: "jwt", Type: "JWT", Anchors: []string{"eyJ"},
		Pattern: re(`^eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]*`), Window: 8192, Tight: true,
		Check: jwtHeaderHasAlg, Score: 0.9},
	// PEM private keys, also inside JSON strings with escaped "\n" (Google
	// service-account files): the span covers BEGIN through END.
	{ID: "pem-private-key", Type: "PRIVATE_KEY", Anchors: []string{"-----BEGIN "}, Match: pemBlock, Score: 0.99},
	// Connection strings. The span is the WHOLE string (scheme, user, password,
	// host, database): the host and user name identify the system as much as the
	// password protects it, so masking only the password would leak the rest.
	// URLs without a password are left to the URL recognizer.
	// "user:pass@host" also looks like an e-mail address (0.97); the scheme
	// and the password make the URL reading the certain one.
	{ID: "connection-url", Type: "CONNECTION_STRING", Fold: true, Anchors: connectionSchemes, Match: connectionURL, Score: 0.98},
	{ID: "connection-keyvalue", Type: "CONNECTION_STRING", Fold: true,
		Anchors: []string{"server=", "data source=", "host=", "defaultendpointsprotocol=", "endpoint=sb://", "provider="},
		Match:   keyValueConnection, Score: 0.85},
	// Password assignments in the 8 languages; the span is the value only.
	{ID: "password-assignment", Type: "PASSWORD", Fold: true, Anchors: passwordKeywords, Match: passwordMatch, Score: 0.7},
	// "pass" is also a boarding pass or a mountain pass: only "pass=" counts.
	{ID: "pass-equals", Type: "PASSWORD", Fold: true, Anchors: []string{"pass"}, Match: assignment(kindPasswordEquals), Score: 0.6},
	// Generic secrets after a key name; only random-looking values count.
	{ID: "generic-secret-assignment", Type: "API_KEY", Fold: true, Anchors: secretKeywords, Match: assignment(kindGeneric), Score: 0.6},
}

// connectionSchemes are URL schemes whose user-info carries database or
// service credentials; http(s) is included for "https://user:pass@host".
var connectionSchemes = []string{
	"postgres://", "postgresql://", "mysql://", "mariadb://", "mongodb://", "mongodb+srv://",
	"redis://", "rediss://", "amqp://", "amqps://", "mssql://", "sqlserver://", "oracle://",
	"clickhouse://", "cockroachdb://", "couchdb://", "neo4j://", "bolt://", "nats://",
	"ftp://", "ftps://", "sftp://", "smtp://", "smtps://", "ldap://", "ldaps://", "http://", "https://",
}

// passwordKeywords name a password in en, de, fr, es, it, pl, cs, sk:
// vocab's PasswordWords ("Passwort", "mot de passe", "hasła", "heslem");
// passwordTails are those that end compounds ("-passwort": "Startpasswort"),
// without their "-".
var passwordKeywords, passwordTails = func() (words, tails []string) {
	for _, w := range vocab.All(func(l *vocab.Lexicon) []string { return l.PasswordWords }) {
		if t, ok := strings.CutPrefix(w, "-"); ok {
			tails = append(tails, t)
		} else {
			words = append(words, w)
		}
	}
	return words, tails
}()

// secretKeywords name generic secrets whose values are only accepted when they
// look random (see kindGeneric).
var secretKeywords = []string{
	"api_key", "apikey", "api-key", "x-api-key", "api key", "api_secret", "app_secret", "app_key",
	"secret", "secret_key", "client_secret", "private_token", "access_token", "auth_token",
	"refresh_token", "token", "bearer", "access_key", "signing_key", "encryption_key", "master_key",
}

// lowerASCII lower-cases one ASCII byte.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// prefixFold reports whether t begins with the lower-case anchor p ignoring
// case, and how many bytes of t it covers (upper and lower case forms of a
// non-ASCII letter may differ in length).
func prefixFold(t, p string) (int, bool) {
	i, j := 0, 0
	for j < len(p) {
		if i >= len(t) {
			return 0, false
		}
		if p[j] < utf8.RuneSelf {
			if lowerASCII(t[i]) != p[j] {
				return 0, false
			}
			i++
			j++
			continue
		}
		pr, pn := utf8.DecodeRuneInString(p[j:])
		tr, tn := utf8.DecodeRuneInString(t[i:])
		if unicode.ToLower(tr) != pr {
			return 0, false
		}
		i += tn
		j += pn
	}
	return i, true
}
