package contextual

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"golang.org/x/crypto/sha3"
)

// cryptoRecognizer finds cryptocurrency wallet addresses whose own checksum
// confirms them: Bitcoin base58check (P2PKH "1...", P2SH "3..."), Bitcoin
// bech32/bech32m ("bc1..."), and Ethereum "0x" + 40 hex (EIP-55 checksum when
// written in mixed case).
type cryptoRecognizer struct{}

var cryptoContext = &detect.Context{Boost: []string{
	"wallet", "address", "bitcoin", "btc", "ethereum", "eth", "crypto", "send", // en
	"adresse", "brieftasche", "portefeuille", // de, fr
	"billetera", "cartera", "dirección", "direccion", // es
	"portafoglio", "indirizzo", // it
	"portfel", "adres", // pl
	"peněžen", "penežen", "adres", // cs/sk "peněženka", "adresa"
}}

const (
	cryptoScoreChecked = 0.95
	// An all-lower or all-upper Ethereum address has no checksum, but
	// "0x" + exactly 40 hex digits is still a rare shape.
	ethScoreUnchecked = 0.6
)

func (cryptoRecognizer) Name() string       { return "crypto_wallet" }
func (cryptoRecognizer) Types() []string    { return []string{"CRYPTO_WALLET"} }
func (cryptoRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (cryptoRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, g := range d.AlnumGroups() {
		for _, tok := range g.Tokens {
			n := tok.End - tok.Start
			if n < 26 {
				continue
			}
			s := d.Text[tok.Start:tok.End]
			score := 0.0
			switch {
			case s[0] == '1' || s[0] == '3':
				if validBase58Check(s) {
					score = cryptoScoreChecked
				}
			case s[0] == '0' && s[1] == 'x':
				score = scoreEthereum(s)
			case (s[0] == 'b' || s[0] == 'B') && (s[1] == 'c' || s[1] == 'C') && s[2] == '1':
				if validSegwit(s) {
					score = cryptoScoreChecked
				}
			}
			if score > 0 {
				out = append(out, detect.Match{Type: "CRYPTO_WALLET", Start: tok.Start, End: tok.End, Score: score, Context: cryptoContext})
			}
		}
	}
	return out
}

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

var base58Value = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(base58Alphabet); i++ {
		t[base58Alphabet[i]] = int8(i)
	}
	return t
}()

// validBase58Check decodes a legacy Bitcoin address and verifies its version
// byte (0x00 P2PKH, 0x05 P2SH) and double-SHA-256 checksum.
func validBase58Check(s string) bool {
	if len(s) < 26 || len(s) > 35 {
		return false
	}
	// Big-endian base-256 accumulator; a 35-char base58 number fits in 26 bytes.
	var buf [32]byte
	for i := 0; i < len(s); i++ {
		v := base58Value[s[i]]
		if v < 0 {
			return false
		}
		carry := int(v)
		for j := len(buf) - 1; j >= 0; j-- {
			carry += int(buf[j]) * 58
			buf[j] = byte(carry)
			carry >>= 8
		}
		if carry != 0 {
			return false
		}
	}
	// Each leading '1' stands for one leading zero byte.
	zeros := 0
	for zeros < len(s) && s[zeros] == '1' {
		zeros++
	}
	first := 0
	for first < len(buf) && buf[first] == 0 {
		first++
	}
	if zeros+len(buf)-first != 25 {
		return false
	}
	var raw [25]byte
	copy(raw[zeros:], buf[first:])
	if raw[0] != 0x00 && raw[0] != 0x05 {
		return false
	}
	h1 := sha256.Sum256(raw[:21])
	h2 := sha256.Sum256(h1[:])
	return h2[0] == raw[21] && h2[1] == raw[22] && h2[2] == raw[23] && h2[3] == raw[24]
}

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

var bech32Value = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(bech32Charset); i++ {
		t[bech32Charset[i]] = int8(i)
	}
	return t
}()

const (
	bech32Const  = 1
	bech32mConst = 0x2bc830a3
)

func bech32Polymod(values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	for _, v := range values {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ uint32(v)
		for i := 0; i < 5; i++ {
			if (top>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

// validSegwit verifies a mainnet "bc1" address: one case throughout, the
// bech32 checksum for witness version 0 (BIP 173) or bech32m for versions 1-16
// (BIP 350), and the program lengths those versions allow.
func validSegwit(s string) bool {
	if len(s) < 14 || len(s) > 74 {
		return false
	}
	if s != strings.ToLower(s) && s != strings.ToUpper(s) {
		return false
	}
	s = strings.ToLower(s)
	// hrp "bc" expanded: high bits, 0, low bits
	values := make([]byte, 0, 5+len(s))
	values = append(values, 'b'>>5, 'c'>>5, 0, 'b'&31, 'c'&31)
	data := s[3:]
	for i := 0; i < len(data); i++ {
		v := bech32Value[data[i]]
		if v < 0 {
			return false
		}
		values = append(values, byte(v))
	}
	if len(data) < 7 {
		return false
	}
	witver := values[5]
	want := uint32(bech32Const)
	if witver > 0 {
		want = bech32mConst
	}
	if witver > 16 || bech32Polymod(values) != want {
		return false
	}
	// The witness program is the data after the version, minus the 6-char checksum, in 5-bit groups.
	progBits := (len(data) - 1 - 6) * 5
	progLen := progBits / 8
	if progLen < 2 || progLen > 40 || progBits%8 >= 5 {
		return false
	}
	return witver != 0 || progLen == 20 || progLen == 32
}

// scoreEthereum returns the score of "0x" + 40 hex: checked when mixed case
// passes EIP-55, unchecked for one case, 0 when mixed case fails.
func scoreEthereum(s string) float64 {
	if len(s) != 42 {
		return 0
	}
	hexPart := s[2:]
	hasUpper, hasLower := false, false
	for i := 0; i < len(hexPart); i++ {
		c := hexPart[i]
		switch {
		case isDigit(c):
		case c >= 'a' && c <= 'f':
			hasLower = true
		case c >= 'A' && c <= 'F':
			hasUpper = true
		default:
			return 0
		}
	}
	if !(hasUpper && hasLower) {
		return ethScoreUnchecked
	}
	if validEIP55(hexPart) {
		return cryptoScoreChecked
	}
	return 0
}

// validEIP55 checks the mixed-case checksum: a letter is upper case exactly
// when the matching nibble of Keccak-256(lower-case address) is >= 8.
func validEIP55(hexPart string) bool {
	lower := strings.ToLower(hexPart)
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(lower))
	sum := h.Sum(nil)
	hexSum := hex.EncodeToString(sum)
	for i := 0; i < len(hexPart); i++ {
		c := hexPart[i]
		if isDigit(c) {
			continue
		}
		upper := hexSum[i] >= '8'
		if upper != isUpper(c) {
			return false
		}
	}
	return true
}
