package eval

import (
	"fmt"
	"io"
	"math"
)

// ReliabilityBins are the lower edges of the score bins of a reliability
// table: below 0.50, then steps of 0.05 up to [0.95, 1]. Scores are binned
// as the API reports them (two decimals).
var ReliabilityBins = []float64{0, 0.50, 0.55, 0.60, 0.65, 0.70, 0.75, 0.80, 0.85, 0.90, 0.95}

// Reliability counts scored predictions per score bin (ReliabilityBins) and
// how many of them the overlap metric matched to a gold span: the observed
// precision a score stands for. Sum holds the bin's scores added up and
// SqErr the squared errors (score - 1 when matched, score when not) over
// every bin: ECE and Brier.
type Reliability struct {
	Pred, TP [11]int
	Sum      [11]float64
	SqErr    float64
}

// Add counts one prediction of score s (rounded to two decimals), matched
// (ok) or not.
func (r *Reliability) Add(s float64, ok bool) {
	s = float64(int(s*100+0.5)) / 100
	b := 0
	for i, lo := range ReliabilityBins {
		if s >= lo-1e-9 {
			b = i
		}
	}
	r.Pred[b]++
	r.Sum[b] += s
	y := 0.0
	if ok {
		r.TP[b]++
		y = 1
	}
	r.SqErr += (s - y) * (s - y)
}

// ECE is the expected calibration error over the bins: the mean, weighted
// by the bin's predictions, of |mean score - observed precision| (0 when
// empty).
func (r *Reliability) ECE() float64 {
	n, _ := r.Total()
	if n == 0 {
		return 0
	}
	var e float64
	for i, k := range r.Pred {
		if k > 0 {
			e += math.Abs(r.Sum[i]-float64(r.TP[i])) / float64(n)
		}
	}
	return e
}

// Brier is the mean squared error of the scores against the matches (0
// when empty).
func (r *Reliability) Brier() float64 {
	n, _ := r.Total()
	if n == 0 {
		return 0
	}
	return r.SqErr / float64(n)
}

// Total returns the predictions and matches over every bin.
func (r *Reliability) Total() (pred, tp int) {
	for i := range r.Pred {
		pred += r.Pred[i]
		tp += r.TP[i]
	}
	return pred, tp
}

// ReliabilityCol is one column group of a reliability table.
type ReliabilityCol struct {
	Name string
	R    *Reliability
}

// WriteReliability renders a Markdown table: one row per score bin that
// holds a prediction in some column, each column group the bin's observed
// precision and its count.
func WriteReliability(w io.Writer, cols []ReliabilityCol) {
	fmt.Fprint(w, "| score |")
	for _, c := range cols {
		fmt.Fprintf(w, " %s P | %s n |", c.Name, c.Name)
	}
	fmt.Fprint(w, "\n|---|")
	for range cols {
		fmt.Fprint(w, "---:|---:|")
	}
	fmt.Fprintln(w)
	for i, lo := range ReliabilityBins {
		any := false
		for _, c := range cols {
			any = any || c.R.Pred[i] > 0
		}
		if !any {
			continue
		}
		switch {
		case i == 0:
			fmt.Fprint(w, "| < 0.50 |")
		case i == len(ReliabilityBins)-1:
			fmt.Fprintf(w, "| %.2f-1.00 |", lo)
		default:
			fmt.Fprintf(w, "| %.2f-%.2f |", lo, ReliabilityBins[i+1]-0.01)
		}
		for _, c := range cols {
			if n := c.R.Pred[i]; n > 0 {
				fmt.Fprintf(w, " %.3f | %d |", float64(c.R.TP[i])/float64(n), n)
			} else {
				fmt.Fprint(w, " – | 0 |")
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "| all |")
	for _, c := range cols {
		n, tp := c.R.Total()
		if n > 0 {
			fmt.Fprintf(w, " %.3f | %d |", float64(tp)/float64(n), n)
		} else {
			fmt.Fprint(w, " – | 0 |")
		}
	}
	fmt.Fprintln(w)
}
