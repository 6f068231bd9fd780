package builtin

import (
	"encoding/base64"
	"sort"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
)

// coverageCase is one positive and one negative sample of a type: pos must
// give an entity of exactly typ whose text is want; neg, a look-alike (a
// wrong check digit, the shape without its context, a near miss), must give
// no entity of typ. Both run through the default engine with every
// recognizer and the default threshold, so a sample also proves that the
// type wins the overlap resolution against the other candidates.
type coverageCase struct {
	typ, pos, want, neg string
}

// fake returns n deterministic characters from alphabet: tokens well formed
// for a secret rule but not real secrets.
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
	digits = "0123456789"
	b64    = alnum + "+/"
	urlB64 = alnum + "_-"
)

var (
	awsKeyID   = "AKIA" + fake(16, upper2, 1)
	awsSecret  = fake(40, b64, 3)
	gcpKey     = "AIza" + fake(35, urlB64, 5)
	azureKey   = fake(86, b64, 6) + "=="
	azureSig   = fake(43, alnum, 11) + "%3D"
	ghToken    = "ghp_" + fake(36, alnum, 12)
	glToken    = "glpat-" + fake(20, urlB64, 19)
	slackToken = "xoxb-" + fake(12, digits, 20) + "-" + fake(13, digits, 21) + "-" + fake(24, alnum, 22)
	slackHook  = "https://hooks.slack.com/services/T" + fake(8, upper2, 23) + "/B" + fake(8, upper2, 24) + "/" + fake(24, alnum, 25)
	stripeKey  = "sk_live_" + fake(24, alnum, 26)
	openaiKey  = "sk-proj-" + fake(100, urlB64, 29)
	anthKey    = "sk-ant-api03-" + fake(93, urlB64, 31)
	twilioKey  = "SK" + fake(32, hexLow, 32)
	sendgrid   = "SG." + fake(22, urlB64, 33) + "." + fake(43, urlB64, 34)
	npmToken   = "npm_" + fake(36, alnum, 35)
	jwt        = b64url(`{"alg":"HS256","typ":"JWT"}`) + "." + b64url(`{"sub":"1234567890","name":"Test","iat":1516239022}`) + "." + fake(43, urlB64, 7)
	pem        = "-----BEGIN RSA PRIVATE KEY-----\n" + fake(64, b64, 8) + "\n" + fake(64, b64, 9) + "\n" + fake(40, b64, 10) + "\n-----END RSA PRIVATE KEY-----"
	apiKey     = fake(32, alnum, 39)
)

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// coverage lists, per detected type, at least one positive and one negative
// sample. Country identifiers use valid generated numbers; their negatives
// change one digit so that the check fails (or, for formats without a check,
// break the date, prefix or range the format defines, or drop the context).
var coverage = []coverageCase{
	// Personal, contact
	{"PERSON", "My name is John Smith and I live here.", "John Smith", "The weather was nice and warm."},
	{"LOCATION", "She moved to Paris last year.", "Paris", "She moved the table last year."},
	{"ORGANIZATION", "He has worked at Microsoft Corporation since 2010.", "Microsoft Corporation", "He has worked at home since then."},
	{"EMAIL_ADDRESS", "mail me at a.b@example.com.", "a.b@example.com", "not an email: user@localhost, x@.com"},
	{"PHONE_NUMBER", "Call me at +1 212-555-0147 tomorrow.", "+1 212-555-0147", "Invoice 2125550147 was paid."},
	{"MOBILE_PHONE_NUMBER", "Handy +49 151 23456789", "+49 151 23456789", "Tel.: +49 30 12345678"},
	{"LANDLINE_PHONE_NUMBER", "Tel.: +49 30 12345678", "+49 30 12345678", "Handy +49 151 23456789"},
	{"FAX_NUMBER", "Tel.: 030 12345678, Fax: 030 12345679", "030 12345679", "Tel.: 030 12345678"},
	{"DATE_OF_BIRTH", "Geburtsdatum: 01.02.1980", "01.02.1980", "Rechnungsdatum: 01.02.1980"},
	{"DATE_TIME", "The meeting is on 12 March 2024.", "12 March 2024", "The score was 12 to 45."},
	{"AGE", "He is 42 years old.", "42", "He worked there for 42 years."},
	{"BLOOD_TYPE", "Blood type: AB+", "AB+", "The AB test passed."},
	{"STREET_ADDRESS", "I live at 1600 Pennsylvania Avenue, Washington.", "1600 Pennsylvania Avenue", "I live a happy life in the country."},
	{"POSTAL_CODE", "My zip code is 90210.", "90210", "My order number is 90210."},
	{"USERNAME", "username: jdoe42", "jdoe42", "Please choose a username."},
	{"NRP", "She is a practising Catholic.", "Catholic", "He is studying English at school."},
	{"SOCIAL_MEDIA_HANDLE", "Follow us on Twitter @Piiguard.", "@Piiguard", "mail jdoe@example.com now"},

	// Financial
	{"CREDIT_CARD", "card 4111111111111111.", "4111111111111111", "Luhn-invalid 4111111111111112"},
	{"CREDIT_CARD_BRAND", "Pay with your Visa card.", "Visa", "You need a travel visa for that."},
	{"CREDIT_CARD_EXPIRATION", "card 4111111111111111 exp 12/26, CVV 123", "12/26", "exp 13/26"},
	{"CVV", "card 4111111111111111 exp 12/26, CVV 123", "123", "We met in room 123."},
	{"BANK_ACCOUNT", "account number 12345678", "12345678", "order 12345678 shipped"},
	{"IBAN_CODE", "IBAN DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00", "IBAN DE89 3704 0044 0532 0130 01"},
	{"SWIFT_CODE", "BIC: DEUTDEFF, Bank", "DEUTDEFF", "BIC: DEUTXXFF, Bank"},
	{"US_BANK_ROUTING", "Routing number: 021000021", "021000021", "routing number 021000022"},
	{"CRYPTO_WALLET", "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 today", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3 today"},
	{"CRYPTO_WALLET", "BTC: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "BTC: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp"},
	{"CRYPTO_WALLET", "ETH 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "ETH 0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
	{"TRANSACTION_NUMBER", "Transaction ID: TXN-20240501-88231", "TXN-20240501-88231", "transaction failed twice"},

	// Government, healthcare (generic forms; country forms below)
	{"DRIVER_LICENSE", "My driver's license number is 6940579", "6940579", "my driver's license was suspended"},
	{"PASSPORT", "Passport No.: AB12345678", "AB12345678", "passport photo 2x"},
	{"HEALTH_INSURANCE_NUMBER", "NASS: 47 39047534 02.", "47 39047534 02", "Order 47 39047534 02 shipped."},
	{"MEDICAL_RECORD_NUMBER", "MRN: 0048213", "0048213", "MRN: pending"},
	{"MEDICAL_CONDITION", "The patient was diagnosed with depression.", "depression", "The economy fell into depression."},
	{"MEDICATION", "She takes metformin twice a day.", "metformin", "She takes the bus twice a day."},
	{"INSURANCE_COMPANY", "Versichert bei der TK seit 2015.", "TK", "Der TK Maxx in der Innenstadt"},

	// Digital, secrets
	{"IP_ADDRESS", "login from 192.168.1.20 today", "192.168.1.20", "version 1.2.3.400 released"},
	{"MAC_ADDRESS", "MAC 01:23:45:67:89:ab up", "01:23:45:67:89:ab", "at 12:30:45 today"},
	{"URL", "see https://example.com/docs for details", "https://example.com/docs", "see the docs for details"},
	{"API_KEY", "api_key = " + apiKey + "\n", apiKey, "Please enter your API key below."},
	{"PASSWORD", "password=hunter2x\n", "hunter2x", "Please enter your password."},
	{"PRIVATE_KEY", "key:\n" + pem + "\nrest", pem, "-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----"},
	{"CONNECTION_STRING", "DATABASE_URL=postgres://app:S3cr3t-pw@db.example.com:5432/app\n", "postgres://app:S3cr3t-pw@db.example.com:5432/app", "DATABASE_URL=postgres://db.example.com:5432/app\n"},
	{"AWS_ACCESS_KEY_ID", "aws_access_key_id = " + awsKeyID + "\n", awsKeyID, "aws_access_key_id = AKIA1234\n"},
	{"AWS_SECRET_ACCESS_KEY", "aws_secret_access_key = " + awsSecret + "\n", awsSecret, "aws_secret_access_key = changeme\n"},
	{"GCP_API_KEY", "key=" + gcpKey + "&q=x", gcpKey, "key=AIza1234&q=x"},
	{"AZURE_STORAGE_KEY", "DefaultEndpointsProtocol=https AccountKey=" + azureKey + " end", azureKey, "AccountKey=short end"},
	{"AZURE_SAS_TOKEN", "token sv=2022-11-02&ss=b&sig=" + azureSig + "&x=1", azureSig, "https://acct.blob.core.windows.net/c?sv=2022-11-02&sig=abc"},
	{"GITHUB_TOKEN", "token " + ghToken + " ok", ghToken, "token ghp_short ok"},
	{"GITLAB_TOKEN", "export T=" + glToken + "\n", glToken, "export T=glpat-abc\n"},
	{"SLACK_TOKEN", "slack: " + slackToken, slackToken, "slack: xoxb-123"},
	{"SLACK_WEBHOOK_URL", "post to " + slackHook + " now", slackHook, "post to https://hooks.slack.com/services/ now"},
	{"STRIPE_API_KEY", "stripe " + stripeKey, stripeKey, "stripe sk_live_abc"},
	{"OPENAI_API_KEY", "OPENAI_API_KEY=" + openaiKey + "\n", openaiKey, "OPENAI_API_KEY=sk-proj-abc\n"},
	{"ANTHROPIC_API_KEY", "ANTHROPIC_API_KEY=" + anthKey + "\n", anthKey, "ANTHROPIC_API_KEY=sk-ant-abc\n"},
	{"TWILIO_API_KEY", "twilio " + twilioKey, twilioKey, "twilio SK1234"},
	{"SENDGRID_API_KEY", "SENDGRID=" + sendgrid + "\n", sendgrid, "SENDGRID=SG.abc.def\n"},
	{"NPM_TOKEN", "//registry.npmjs.org/:_authToken=" + npmToken + "\n", npmToken, "run npm_install first"},
	{"JWT", "Authorization: Bearer " + jwt + "\n", jwt, "version 1.2.3 of a.b.c"},

	// Travel, registration
	{"FLIGHT_NUMBER", "flight LH 1234 to Prague", "LH 1234", "OK 652 items were shipped"},
	{"RESERVATION_NUMBER", "Booking reference: ABC12D", "ABC12D", "reservation for 2 people"},
	{"LICENSE_PLATE", "Kennzeichen: B-AB 1234", "B-AB 1234", "Gruppe B-AB 1234 Leute"},
	{"STUDENT_ID", "Matrikelnummer 4711235", "4711235", "student 12"},
	{"SERIAL_NUMBER", "S/N: XK-2231-B", "XK-2231-B", "serial killer 5 times"},
	{"VIN", "VIN: 1M8GDM9AXKP042788", "1M8GDM9AXKP042788", "code 1M8GDM9AXKP042789 here"},

	// Country identifiers (generated; see national.Generate)
	{"AR_TAX_ID", "El locador es Gustavo Lencina, CUIT 20-35108442-2.", "20-35108442-2", "El locador es Gustavo Lencina, CUIT 20-35108442-3."},                                            // checksum
	{"AR_VAT_NUMBER", "La empresa factura con CUIT 30-50001091-2.", "30-50001091-2", "La empresa factura con CUIT 30-50001091-3."},                                                        // checksum
	{"AR_CBU", "Transferir a la cuenta con CBU 2850512100941783251161.", "2850512100941783251161", "Transferir a la cuenta con CBU 2850512100941783251162."},                              // checksum
	{"AR_DNI", "La inquilina tiene DNI 32.458.761 y vive en Rosario.", "32.458.761", "La deuda es de 32.458.761 pesos y vence en Rosario."},                                               // nocheck
	{"AT_SOCIAL_SECURITY_NUMBER", "My austrian social security number is 6607 291251.", "6607 291251", "My austrian social security number is 6607 291252."},                              // checksum
	{"AT_HEALTH_INSURANCE_NUMBER", "My austrian health insurance number is 5600 251033.", "5600 251033", "My austrian health insurance number is 5600 251034."},                           // checksum
	{"AT_TAX_ID", "My austrian tax identification number is 31-553/6060.", "31-553/6060", "My austrian tax identification number is 31-553/6061."},                                        // checksum
	{"AT_VAT_NUMBER", "My austrian vat number is ATU31794485.", "ATU31794485", "My austrian vat number is ATU31794486."},                                                                  // checksum
	{"AT_PASSPORT", "My austrian passport number is B0711961.", "B0711961", "The parcel code is B0711961."},                                                                               // nocheck
	{"AU_TFN", "My australian tax file number is 313 283 956.", "313 283 956", "My australian tax file number is 313 283 957."},                                                           // checksum
	{"AU_MEDICARE", "My australian medicare number is 4757 90020 8.", "4757 90020 8", "The parcel code is 4757 90020 8."},                                                                 // nocheck
	{"AU_VAT_NUMBER", "My australian business number is 61 735 206 427.", "61 735 206 427", "My australian business number is 61 735 206 428."},                                           // checksum
	{"BE_NATIONAL_NUMBER", "My belgian national register number is 51.03.17-587.92.", "51.03.17-587.92", "My belgian national register number is 51.03.17-587.93."},                       // checksum
	{"BE_VAT_NUMBER", "My belgian vat number is BE1612155341.", "BE1612155341", "My belgian vat number is BE1612155342."},                                                                 // checksum
	{"BE_ID_CARD", "My belgian identity card number is 591-2345678-29.", "591-2345678-29", "My belgian identity card number is 591-2345678-28."},                                          // checksum
	{"BE_PASSPORT", "My belgian passport number is SI985418.", "SI985418", "The parcel code is SI985418."},                                                                                // nocheck
	{"BG_EGN", "My bulgarian unified civil number is 0552133861.", "0552133861", "My bulgarian unified civil number is 0552133862."},                                                      // checksum
	{"BG_VAT_NUMBER", "My bulgarian vat number is BG813689425.", "BG813689425", "My bulgarian vat number is BG813689426."},                                                                // checksum
	{"BR_CPF", "My cpf is 841.481.024-10.", "841.481.024-10", "My cpf is 841.481.024-11."},                                                                                                // checksum
	{"BR_CNPJ", "My cnpj is 23.427.754/0001-28.", "23.427.754/0001-28", "My cnpj is 23.427.754/0001-29."},                                                                                 // checksum
	{"CA_SIN", "My canadian social insurance number is 388 928 913.", "388 928 913", "My canadian social insurance number is 388 928 914."},                                               // checksum
	{"CA_VAT_NUMBER", "GST/HST Reg. No.: 79318 2643 RT0001", "79318 2643 RT0001", "GST/HST Reg. No.: 79318 2644 RT0001"},                                                                  // checksum
	{"CH_SOCIAL_SECURITY_NUMBER", "My swiss social security number is 756.5951.5961.85.", "756.5951.5961.85", "My swiss social security number is 756.5951.5961.86."},                     // checksum
	{"CH_VAT_NUMBER", "My swiss vat number is CHE-640.467.100.", "CHE-640.467.100", "My swiss vat number is CHE-640.467.101."},                                                            // checksum
	{"CH_PASSPORT", "My swiss passport number is F5449390.", "F5449390", "The parcel code is F5449390."},                                                                                  // nocheck
	{"CL_RUN", "El paciente, RUT 12.345.678-5, vive en Santiago.", "12.345.678-5", "El paciente, RUT 12.345.678-4, vive en Santiago."},                                                    // checksum
	{"CL_VAT_NUMBER", "La empresa tiene RUT 76.086.428-5 en Santiago.", "76.086.428-5", "La empresa tiene RUT 76.086.428-4 en Santiago."},                                                 // checksum
	{"CO_VAT_NUMBER", "El proveedor tiene NIT 900.373.115-3 en Bogotá.", "900.373.115-3", "El proveedor tiene NIT 900.373.115-4 en Bogotá."},                                              // checksum
	{"CO_CEDULA", "La señora, identificada con C.C. 1.020.345.678, firma.", "1.020.345.678", "La señora pagó 1.020.345.678 pesos y firma."},                                               // nocheck
	{"CZ_BIRTH_NUMBER", "My czech birth number is 756016/0146.", "756016/0146", "My czech birth number is 756016/0147."},                                                                  // checksum
	{"CZ_HEALTH_INSURANCE_NUMBER", "My czech health insurance number is 985609/7163.", "985609/7163", "My czech health insurance number is 985609/7164."},                                 // checksum
	{"CZ_VAT_NUMBER", "My czech vat number is CZ36148547.", "CZ36148547", "My czech vat number is CZ36148548."},                                                                           // checksum
	{"CZ_PASSPORT", "My czech passport number is 44627727.", "44627727", "The parcel code is 44627727."},                                                                                  // nocheck
	{"CZ_ID_CARD", "Číslo OP: 209518374.", "209518374", "Objednávka 209518374 odeslána."},                                                                                                 // nocheck
	{"CZ_TAX_ID", "DIČ: CZ9006187432, fyzická osoba.", "CZ9006187432", "DIČ: CZ9006187433, fyzická osoba."},                                                                               // checksum
	{"DE_TAX_ID", "My german tax identification number is 67 197 428 039.", "67 197 428 039", "My german tax identification number is 67 197 428 030."},                                   // checksum
	{"DE_TAX_NUMBER", "Steuernummer: 143/182/40517, Finanzamt München.", "143/182/40517", "Auftrag 143/182/40517 vom März."},                                                              // nocheck
	{"DE_VAT_NUMBER", "My german vat number is DE458438118.", "DE458438118", "My german vat number is DE458438119."},                                                                      // checksum
	{"DE_ID_CARD", "My german identity card number is R22R8J4N17.", "R22R8J4N17", "My german identity card number is R22R8J4N18."},                                                        // checksum
	{"DE_PASSPORT", "My german passport number is J5L5TYG0H.", "J5L5TYG0H", "The parcel code is J5L5TYG0H."},                                                                              // nocheck
	{"DE_HEALTH_INSURANCE_NUMBER", "My german health insurance number is O729395248.", "O729395248", "My german health insurance number is O729395249."},                                  // checksum
	{"DE_SOCIAL_SECURITY_NUMBER", "My german social security number is 50 310541 P 743.", "50 310541 P 743", "My german social security number is 50 310541 P 744."},                      // checksum
	{"DK_CPR", "My danish personal identification number is 130887-1947.", "130887-1947", "My danish personal identification number is 310287-1947."},                                     // nocheck
	{"DK_VAT_NUMBER", "My danish vat number is DK88131800.", "DK88131800", "My danish vat number is DK88131801."},                                                                         // checksum
	{"EE_ISIKUKOOD", "My estonian personal identification code is 36505238075.", "36505238075", "My estonian personal identification code is 36505238076."},                               // checksum
	{"EE_VAT_NUMBER", "My estonian vat number is EE101495420.", "EE101495420", "My estonian vat number is EE101495421."},                                                                  // checksum
	{"ES_DNI", "My spanish national identity number is 47313310X.", "47313310X", "My spanish national identity number is 47313311X."},                                                     // checksum
	{"ES_NIE", "My spanish foreigner identity number is Z5823450Q.", "Z5823450Q", "My spanish foreigner identity number is Z5823451Q."},                                                   // checksum
	{"ES_SOCIAL_SECURITY_NUMBER", "My spanish social security number is 30/18043985/50.", "30/18043985/50", "My spanish social security number is 30/18043985/51."},                       // checksum
	{"ES_VAT_NUMBER", "My spanish vat number is ES43865111V.", "ES43865111V", "My spanish vat number is ES43865112V."},                                                                    // checksum
	{"ES_TAX_ID", "NIF: 17748203T.", "17748203T", "NIF: 17748203A."},                                                                                                                      // checksum
	{"ES_PASSPORT", "My spanish passport number is MFM668739.", "MFM668739", "The parcel code is MFM668739."},                                                                             // nocheck
	{"FI_HETU", "My finnish personal identity code is 220563-6714.", "220563-6714", "My finnish personal identity code is 220563-6715."},                                                  // checksum
	{"FI_VAT_NUMBER", "My finnish vat number is FI20092782.", "FI20092782", "My finnish vat number is FI20092783."},                                                                       // checksum
	{"FR_NIR", "My french social security number is 1 79 10 39 831 304 22.", "1 79 10 39 831 304 22", "My french social security number is 1 79 10 39 831 304 23."},                       // checksum
	{"FR_HEALTH_INSURANCE_NUMBER", "My french health insurance number is 2 45 11 40 522 216 24.", "2 45 11 40 522 216 24", "My french health insurance number is 2 45 11 40 522 216 25."}, // checksum
	{"FR_TAX_ID", "My french tax identification number is 36 72 122 770 120.", "36 72 122 770 120", "My french tax identification number is 36 72 122 770 121."},                          // checksum
	{"FR_VAT_NUMBER", "My french vat number is FR77419627971.", "FR77419627971", "My french vat number is FR77419627972."},                                                                // checksum
	{"FR_ID_CARD", "Carte nationale d'identité n° 180776041285.", "180776041285", "Commande 180776041285 expédiée."},                                                                      // nocheck
	{"FR_PASSPORT", "My french passport number is 78EZ13458.", "78EZ13458", "The parcel code is 78EZ13458."},                                                                              // nocheck
	{"GB_NINO", "My uk national insurance number is RP 26 99 86 C.", "RP 26 99 86 C", "My uk national insurance number is QQ 26 99 86 C."},                                                // nocheck
	{"GB_NHS_NUMBER", "My nhs number is 943 149 5082.", "943 149 5082", "My nhs number is 943 149 5083."},                                                                                 // checksum
	{"GB_UTR", "My uk unique taxpayer reference is 20295 40204.", "20295 40204", "My uk unique taxpayer reference is 20295 40205."},                                                       // checksum
	{"GB_VAT_NUMBER", "My uk vat number is GB272 7145 56.", "GB272 7145 56", "My uk vat number is GB272 7145 57."},                                                                        // checksum
	{"GB_PASSPORT", "My uk passport number is 166828644.", "166828644", "The parcel code is 166828644."},                                                                                  // nocheck
	{"GB_DRIVER_LICENSE", "My uk driving licence number is IIFJ9612055DV9KE.", "IIFJ9612055DV9KE", "My uk driving licence number is IIFJ9613055DV9KE."},                                   // nocheck
	{"GR_AMKA", "My greek social security number is 10014127681.", "10014127681", "My greek social security number is 10014127682."},                                                      // checksum
	{"GR_AFM", "My afm is 012132386.", "012132386", "My afm is 012132387."},                                                                                                               // checksum
	{"GR_VAT_NUMBER", "My greek vat number is EL031276117.", "EL031276117", "My greek vat number is EL031276118."},                                                                        // checksum
	{"HR_OIB", "My croatian personal identification number is 80018464425.", "80018464425", "My croatian personal identification number is 80018464426."},                                 // checksum
	{"HR_VAT_NUMBER", "My croatian vat number is HR16063786327.", "HR16063786327", "My croatian vat number is HR16063786328."},                                                            // checksum
	{"HU_PERSONAL_ID", "My hungarian personal identification number is 2-510525-5721.", "2-510525-5721", "My hungarian personal identification number is 2-510525-5722."},                 // checksum
	{"HU_TAX_ID", "My hungarian tax identification number is 8292508112.", "8292508112", "My hungarian tax identification number is 8292508113."},                                         // checksum
	{"HU_VAT_NUMBER", "My hungarian vat number is HU51659633.", "HU51659633", "My hungarian vat number is HU51659634."},                                                                   // checksum
	{"IE_PPSN", "My irish personal public service number is 3791242R.", "3791242R", "My irish personal public service number is 3791243R."},                                               // checksum
	{"IE_VAT_NUMBER", "My irish vat number is IE6693993GA.", "IE6693993GA", "My irish vat number is IE6693994GA."},                                                                        // checksum
	{"IE_PASSPORT", "My irish passport number is DH9775535.", "DH9775535", "The parcel code is DH9775535."},                                                                               // nocheck
	{"IN_AADHAAR", "My aadhaar number is 5038 3662 8359.", "5038 3662 8359", "My aadhaar number is 5038 3662 8350."},                                                                      // checksum
	{"IN_PAN", "My indian permanent account number is DIPHR2204X.", "DIPHR2204X", "The parcel code is DIPHR2204X."},                                                                       // nocheck
	{"IT_FISCAL_CODE", "My italian fiscal code is NLRCVV91T13M036R.", "NLRCVV91T13M036R", "My italian fiscal code is NLRCVV91T13M037R."},                                                  // checksum
	{"IT_VAT_NUMBER", "My italian vat number is IT26424010051.", "IT26424010051", "My italian vat number is IT26424010052."},                                                              // checksum
	{"IT_ID_CARD", "My italian identity card number is JT31004OE.", "JT31004OE", "The parcel code is JT31004OE."},                                                                         // nocheck
	{"IT_PASSPORT", "My italian passport number is PK9882750.", "PK9882750", "The parcel code is PK9882750."},                                                                             // nocheck
	{"LT_ASMENS_KODAS", "My asmens kodas is 37102141072.", "37102141072", "My asmens kodas is 37102141073."},                                                                              // checksum
	{"LT_VAT_NUMBER", "My lithuanian vat number is LT804962412.", "LT804962412", "My lithuanian vat number is LT804962413."},                                                              // checksum
	{"LU_NATIONAL_ID", "My luxembourg national identification number is 2004 11 12 755 41.", "2004 11 12 755 41", "My luxembourg national identification number is 2004 11 12 755 42."},   // checksum
	{"LU_VAT_NUMBER", "My luxembourg vat number is LU34472831.", "LU34472831", "My luxembourg vat number is LU34472832."},                                                                 // checksum
	{"LU_PASSPORT", "My luxembourg passport number is DJ382410.", "DJ382410", "The parcel code is DJ382410."},                                                                             // nocheck
	{"LV_PERSONAS_KODS", "My latvian personal code is 010386-16340.", "010386-16340", "My latvian personal code is 010386-16341."},                                                        // checksum
	{"LV_VAT_NUMBER", "My latvian vat number is LV40006730927.", "LV40006730927", "My latvian vat number is LV40006730928."},                                                              // checksum
	{"MX_TAX_ID", "Mi RFC es GODE561231GR8 para la factura.", "GODE561231GR8", "Mi RFC es GODE561231GR9 para la factura."},                                                                // checksum
	{"MX_VAT_NUMBER", "La empresa tiene el RFC MAB9307148T4 registrado.", "MAB9307148T4", "La empresa tiene el RFC MAB9307148T5 registrado."},                                             // checksum
	{"MX_CURP", "Mi CURP es BOXW310820HNERXN09 y mi nombre es Juan.", "BOXW310820HNERXN09", "Mi CURP es BOXW310820HNERXN08 y mi nombre es Juan."},                                         // checksum
	{"MX_CLABE", "Deposita a la CLABE 032180000118359719 por favor.", "032180000118359719", "Deposita a la CLABE 032180000118359718 por favor."},                                          // checksum
	{"NL_BSN", "My dutch citizen service number is 612437516.", "612437516", "My dutch citizen service number is 612437517."},                                                             // checksum
	{"NL_VAT_NUMBER", "My dutch vat number is NL638182980B11.", "NL638182980B11", "My dutch vat number is NL638182981B11."},                                                               // nocheck
	{"NL_PASSPORT", "My dutch passport number is LVQH2GQL9.", "LVQH2GQL9", "The parcel code is LVQH2GQL9."},                                                                               // nocheck
	{"NO_FODSELSNUMMER", "My norwegian national identity number is 11049817012.", "11049817012", "My norwegian national identity number is 11049817013."},                                 // checksum
	{"IN_PASSPORT", "Indian passport number J8369854", "J8369854", "ticket J8369854 issued"},                                                                                              // no check
	{"NO_VAT_NUMBER", "Equinor ASA, org.nr. NO 923 609 016 MVA", "NO 923 609 016 MVA", "Equinor ASA, org.nr. NO 923 609 017 MVA"},                                                         // checksum
	{"PE_VAT_NUMBER", "La empresa con RUC 20512333797 emite la factura.", "20512333797", "La empresa con RUC 20512333798 emite la factura."},                                              // checksum
	{"PE_DNI", "La señora con DNI 45871236 es la titular.", "45871236", "La señora con teléfono 45871236 es la titular."},                                                                 // nocheck
	{"PL_PESEL", "My pesel number is 15271351102.", "15271351102", "My pesel number is 15271351103."},                                                                                     // checksum
	{"PL_NIP", "My polish tax identification number is 900-052-29-44.", "900-052-29-44", "My polish tax identification number is 900-052-29-45."},                                         // checksum
	{"PL_VAT_NUMBER", "My polish vat number is PL2842064680.", "PL2842064680", "My polish vat number is PL2842064681."},                                                                   // checksum
	{"PL_ID_CARD", "My polish identity card number is OZK602146.", "OZK602146", "My polish identity card number is OZK602147."},                                                           // checksum
	{"PL_PASSPORT", "My polish passport number is UL2441822.", "UL2441822", "The parcel code is UL2441822."},                                                                              // nocheck
	{"PT_NIF", "My portuguese tax identification number is 136343074.", "136343074", "My portuguese tax identification number is 136343075."},                                             // checksum
	{"PT_CITIZEN_CARD", "My portuguese citizen card number is 11109850 4 OY6.", "11109850 4 OY6", "My portuguese citizen card number is 11109850 4 OY7."},                                 // checksum
	{"PT_VAT_NUMBER", "My portuguese vat number is PT664854257.", "PT664854257", "My portuguese vat number is PT664854258."},                                                              // checksum
	{"PT_PASSPORT", "My portuguese passport number is P224089.", "P224089", "The parcel code is P224089."},                                                                                // nocheck
	{"RO_CNP", "My romanian personal numeric code is 2810903294681.", "2810903294681", "My romanian personal numeric code is 2810903294682."},                                             // checksum
	{"RO_VAT_NUMBER", "My romanian vat number is RO61173771.", "RO61173771", "My romanian vat number is RO61173772."},                                                                     // checksum
	{"SE_PERSONNUMMER", "My swedish personal identity number is 820707-5220.", "820707-5220", "My swedish personal identity number is 820707-5221."},                                      // checksum
	{"SE_VAT_NUMBER", "My swedish vat number is SE763788508301.", "SE763788508301", "My swedish vat number is SE763788508302."},                                                           // checksum
	{"SI_EMSO", "My slovenian unique master citizen number is 1012961508071.", "1012961508071", "My slovenian unique master citizen number is 1012961508072."},                            // checksum
	{"SI_VAT_NUMBER", "My slovenian vat number is SI57475903.", "SI57475903", "My slovenian vat number is SI57475904."},                                                                   // checksum
	{"SK_BIRTH_NUMBER", "My slovak birth number is 595409/5785.", "595409/5785", "My slovak birth number is 595409/5786."},                                                                // checksum
	{"SK_HEALTH_INSURANCE_NUMBER", "My slovak health insurance number is 870207/2775.", "870207/2775", "My slovak health insurance number is 870207/2776."},                               // checksum
	{"SK_VAT_NUMBER", "My slovak vat number is SK1647730711.", "SK1647730711", "My slovak vat number is SK1647730712."},                                                                   // checksum
	{"SK_ID_CARD", "Číslo OP: EA123456.", "EA123456", "Kód produktu EA123456."},                                                                                                           // nocheck
	{"SK_TAX_ID", "DIČ: 1073463875.", "1073463875", "DIČ: 1073463876."},                                                                                                                   // checksum
	{"SK_PASSPORT", "My slovak passport number is XK7948540.", "XK7948540", "The parcel code is XK7948540."},                                                                              // nocheck
	{"US_SSN", "My social security number is 880-66-3364.", "880-66-3364", "My social security number is 666-66-3364."},                                                                   // nocheck
	{"US_ITIN", "My us individual taxpayer identification number is 967-70-5200.", "967-70-5200", "My us individual taxpayer identification number is 967-40-5200."},                      // nocheck
	{"US_EIN", "My us employer identification number is 56-1394698.", "56-1394698", "The parcel code is 56-1394698."},                                                                     // nocheck
	{"US_PASSPORT", "My us passport number is D69268720.", "D69268720", "The parcel code is D69268720."},                                                                                  // nocheck
	{"US_DRIVERS_LICENSE", "My us driver's license number is X3312486.", "X3312486", "The parcel code is X3312486."},                                                                      // nocheck
	{"US_MBI", "My medicare beneficiary identifier is 3C95-KD1-HA33.", "3C95-KD1-HA33", "The parcel code is 3C95-KD1-HA33."},                                                              // nocheck
	{"UY_CI", "El señor, con C.I. 1.234.567-2, vive en Montevideo.", "1.234.567-2", "El señor, con C.I. 1.234.567-3, vive en Montevideo."},                                                // checksum
}

// detectedTypes returns every type some recognizer of the default engine reports.
func detectedTypes() map[string]bool {
	out := map[string]bool{}
	for _, r := range Engine().Recognizers() {
		for _, t := range r.Types() {
			out[t] = true
		}
	}
	return out
}

// Every registered type that a recognizer reports has a positive and a
// negative sample, and every reported type is registered.
func TestCoverageEveryTypeHasSamples(t *testing.T) {
	have := map[string]bool{}
	for _, c := range coverage {
		if c.pos != "" && c.neg != "" {
			have[c.typ] = true
		}
	}
	det := detectedTypes()
	var missing []string
	n := 0
	for _, ty := range entity.All() {
		if !det[ty.ID] {
			continue
		}
		n++
		if !have[ty.ID] {
			missing = append(missing, ty.ID)
		}
	}
	for id := range det {
		if _, ok := entity.Get(id); !ok {
			t.Errorf("recognizers report %s, which is not registered", id)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d types without a positive and a negative sample: %v", len(missing), missing)
	}
	if n < 70 {
		t.Errorf("%d detected types, want at least 70", n)
	}
	t.Logf("%d detected types, %d with samples", n, n-len(missing))
}

func TestCoverageSamples(t *testing.T) {
	eng := Engine()
	det := detectedTypes()
	for _, c := range coverage {
		t.Run(c.typ, func(t *testing.T) {
			if !det[c.typ] {
				t.Fatalf("%s: no recognizer of the engine reports it (a sample for a type the engine lost)", c.typ)
			}
			got := eng.Detect(c.pos, detect.Options{Threshold: defaultThreshold})
			ok := false
			for _, e := range got {
				if e.Type == c.typ && e.Text == c.want {
					ok = true
				}
			}
			if !ok {
				t.Errorf("positive %q: want %s %q, got %s", c.pos, c.typ, c.want, brief(got))
			}
			for _, e := range eng.Detect(c.neg, detect.Options{Threshold: defaultThreshold}) {
				if e.Type == c.typ {
					t.Errorf("negative %q: got %s %q", c.neg, e.Type, e.Text)
				}
			}
		})
	}
}

// The parent types have no recognizer of their own: filtering by their SPEC
// names selects the country types below them.
func TestCoverageParentFilters(t *testing.T) {
	eng := Engine()
	for name, text := range map[string]string{
		"national id number":        "PESEL: 44051401359",
		"tax identification number": "NIP: 123-456-32-18",
		"vat number":                "USt-IdNr. DE136695976",
		"passport number":           "Czech passport: 44627727",
		"driver's license number":   "My driver's license number is 6940579",
		"health insurance number":   "NASS: 47 39047534 02.",
		"social security number":    "My social security number is 880-66-3364.",
		"cpf":                       "CPF: 111.444.777-35",
		"cnpj":                      "CNPJ 11.222.333/0001-81",
	} {
		ids, unknown := entity.Resolve([]string{name})
		if len(unknown) > 0 {
			t.Errorf("%q unknown", name)
			continue
		}
		got := eng.Detect(text, detect.Options{Threshold: defaultThreshold, Types: ids})
		if len(got) != 1 || !ids[got[0].Type] {
			t.Errorf("filter %q on %q: got %s", name, text, brief(got))
		}
	}
}

const defaultThreshold = 0.35

func brief(es []detect.Entity) string {
	var b strings.Builder
	for _, e := range es {
		b.WriteString(e.Type + ":" + e.Text + " ")
	}
	return b.String()
}
