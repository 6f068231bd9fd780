package contextual

import "testing"

func TestCryptoWallet(t *testing.T) {
	cases := []tcase{
		{name: "p2pkh", text: "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 today", want: []hit{{"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", 8}}},
		{name: "p2pkh generated", text: "Adresse: 16L5yRNPTuciSgXGHqYwn9N6NeoKqopAu", want: []hit{{"16L5yRNPTuciSgXGHqYwn9N6NeoKqopAu", 9}}},
		{name: "p2sh", text: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", want: []hit{{"3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", 0}}},
		{name: "p2sh generated, unicode", text: "peněženka → 34SHUwHLVoJC3RN4Bx4pYeyo5rahJz66rx.", want: []hit{{"34SHUwHLVoJC3RN4Bx4pYeyo5rahJz66rx", 12}}},
		{name: "bech32 v0", text: "BTC: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", want: []hit{{"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", 5}}},
		{name: "bech32 upper", text: "BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ", want: []hit{{"BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ", 0}}},
		{name: "bech32 v0 32 bytes", text: "x bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0szrtjt7", want: []hit{{"bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0szrtjt7", 2}}},
		{name: "bech32m taproot", text: "portfel bc1pv3jkvemgd94xkmrddehhqutjwd682anh0puh57mu04l8lqyps2pswhw9ey", want: []hit{{"bc1pv3jkvemgd94xkmrddehhqutjwd682anh0puh57mu04l8lqyps2pswhw9ey", 8}}},
		{name: "eip55", text: "ETH 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", want: []hit{{"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", 4}}},
		{name: "eip55 2", text: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 ok", want: []hit{{"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", 0}}},
		{name: "eth lower case", text: "wallet 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", want: []hit{{"0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", 7}}},
		{name: "eip55 broken case", text: "ETH 0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{name: "p2pkh bad checksum", text: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3"},
		{name: "base58 invalid char 0", text: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0"},
		{name: "bech32 bad checksum", text: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp"},
		{name: "bech32 mixed case", text: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mDQ"},
		{name: "eth too short", text: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea"},
	}
	runCases(t, "CRYPTO_WALLET", cases)
}
