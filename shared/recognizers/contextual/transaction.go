package contextual

// transactionSpec: transaction ids of 8-40 characters with a digit after a
// transaction word ("Transaction ID: TXN-20240501-88231", "transakce č. 8842199301").
var transactionSpec = keyedSpec{
	Type: "TRANSACTION_NUMBER",
	Keywords: []string{
		"transa", // transaction, Transaktion, transakce, transakcja, transakcia, transacción, transazione
		"txn", "txid", "tx", "trx", "payment reference", "zahlungsreferenz", "referencia de pago",
	},
	Fillers: []string{"hash", "referenz", "référence", "referencia", "riferimento", "referencja", "referenční"},
	Inner:   "-_",
	Value:   scoreTransaction,
}

const transactionScore = 0.6

func scoreTransaction(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 8 || s.n > 40 || s.digits == 0 {
		return 0
	}
	return transactionScore
}
