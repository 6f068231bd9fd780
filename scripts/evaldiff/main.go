// Command evaldiff compares eval reports of two models, each trained with
// several seeds: per set, the mean micro F1 (IoU >= 0.5) over the seeds
// before and after a change, the difference, its sum over the sets and the
// sets that fall by more than -fall.
//
//	go run ./scripts/evaldiff [-fall 0.01] BASE.md[,BASE.md...] NEW.md[,NEW.md...]
//
// Each file is the Markdown that go run ./scripts/eval writes (stdout or
// -md), one per seed; both lists hold the same seeds in the same order. One
// seed moves the sum over the 33 sets by several hundredths (docs/QUALITY.md,
// "Method"), so a training change is judged on the mean of seeds 2, 3 and 4.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	fall := flag.Float64("fall", 0.01, "report the sets whose mean F1 falls by more than this")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: evaldiff [-fall 0.01] BASE.md[,BASE.md...] NEW.md[,NEW.md...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	base, err := meanOf(strings.Split(flag.Arg(0), ","))
	if err == nil {
		var after map[string]float64
		if after, err = meanOf(strings.Split(flag.Arg(1), ",")); err == nil {
			err = report(os.Stdout, base, after, *fall)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "evaldiff:", err)
		os.Exit(1)
	}
}

// microF1 reads an eval report: per set, the IoU F1 of its micro row over
// every type (the last column of the first "**micro**" row). The rows of the
// "all" summaries are left out.
func microF1(r io.Reader) (map[string]float64, error) {
	out := map[string]float64{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		cells := strings.Split(strings.Trim(strings.TrimSpace(sc.Text()), "|"), "|")
		if len(cells) < 4 || strings.TrimSpace(cells[2]) != "**micro**" {
			continue
		}
		set := strings.TrimSpace(cells[0])
		if _, seen := out[set]; seen || set == "all" {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(cells[len(cells)-1]), 64)
		if err != nil {
			return nil, fmt.Errorf("set %s: F1 %q: %v", set, cells[len(cells)-1], err)
		}
		out[set] = f
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no micro rows: not an eval report")
	}
	return out, nil
}

// meanOf averages the reports' F1 per set; every report must hold the same sets.
func meanOf(files []string) (map[string]float64, error) {
	var sum map[string]float64
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		m, err := microF1(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		if sum == nil {
			sum = m
			continue
		}
		if len(m) != len(sum) {
			return nil, fmt.Errorf("%s: %d sets, the first report has %d", name, len(m), len(sum))
		}
		for k, v := range m {
			if _, ok := sum[k]; !ok {
				return nil, fmt.Errorf("%s: set %s is not in the first report", name, k)
			}
			sum[k] += v
		}
	}
	for k := range sum {
		sum[k] /= float64(len(files))
	}
	return sum, nil
}

// report writes one line per set (sorted by the difference), the sum and the
// sets that fall by more than fall.
func report(w io.Writer, base, after map[string]float64, fall float64) error {
	type row struct {
		set    string
		b, a   float64
		change float64
	}
	var rows []row
	for k, b := range base {
		a, ok := after[k]
		if !ok {
			return fmt.Errorf("set %s is only in the base reports", k)
		}
		rows = append(rows, row{k, b, a, a - b})
	}
	if len(after) != len(base) {
		return fmt.Errorf("the new reports hold %d sets, the base reports %d", len(after), len(base))
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].change != rows[j].change {
			return rows[i].change < rows[j].change
		}
		return rows[i].set < rows[j].set
	})
	total := 0.0
	var fell []string
	for _, r := range rows {
		total += r.change
		if r.change < -fall {
			fell = append(fell, fmt.Sprintf("%s %+.4f", r.set, r.change))
		}
		fmt.Fprintf(w, "%-28s %.4f -> %.4f %+.4f\n", r.set, r.b, r.a, r.change)
	}
	fmt.Fprintf(w, "sum %+.4f over %d sets\n", total, len(rows))
	if len(fell) > 0 {
		fmt.Fprintf(w, "falling by more than %.3f: %s\n", fall, strings.Join(fell, ", "))
	} else {
		fmt.Fprintf(w, "no set falls by more than %.3f\n", fall)
	}
	return nil
}
