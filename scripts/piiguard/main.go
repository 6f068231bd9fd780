// Command piiguard de-identifies files and structured data with the piiguard
// API, or serves the API's operations to LLM agents over the Model Context
// Protocol.
//
//	go run ./scripts/piiguard <operation> [flags] [FILE...]
//	go run ./scripts/piiguard mcp [--local | --base-url URL --api-key KEY]
//
// --local runs the engine in process (no key, no network); otherwise the
// deployment at --base-url (or --region, PIIGUARD_BASE_URL) is called with
// --api-key (or PIIGUARD_API_KEY) through shared/client. Input is each FILE,
// or stdin; output goes to stdout (or --out-dir, one file per input).
//
// Exit codes: 0 done, 1 an input or item failed (each named by file and line
// on stderr, the others processed), 2 usage.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/client"
	"github.com/piiguard/piiguard/shared/client/local"
)

const (
	exitOK     = 0
	exitFailed = 1
	exitUsage  = 2
)

// Operations the CLI runs, in the order /health lists them.
var cliOperations = []string{"tokenize", "detokenize", "redact", "mask", "detect", "hash", "synthesize", "encrypt", "decrypt", "discover", "health"}

// transforming operations rewrite each text and accept batches.
var transforming = map[string]bool{"tokenize": true, "redact": true, "mask": true, "hash": true, "synthesize": true, "encrypt": true}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// usageError is a mistake in the command line: exit 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// config is a parsed command line.
type config struct {
	op        string
	files     []string
	local     bool
	baseURL   string
	region    string
	apiKey    string
	format    string
	fields    []string
	workers   int
	outDir    string
	mapping   string // detokenize: the mapping file
	mapOut    string // tokenize: where the mapping goes
	progress  string
	req       client.Request
	threshold *float64 // discover
}

func usage(w io.Writer) {
	fmt.Fprintf(w, `usage: piiguard <operation> [flags] [FILE...]
       piiguard mcp [--local | --base-url URL --api-key KEY]

operations: %s
Reads each FILE (or stdin) and writes the result to stdout (or --out-dir).
Run "piiguard <operation> -h" for the flags.
`, strings.Join(cliOperations, ", "))
}

// parse reads the command line of an operation (not mcp).
func parse(op string, args []string, stderr io.Writer) (*config, error) {
	c := &config{op: op}
	fs := flag.NewFlagSet("piiguard "+op, flag.ContinueOnError)
	fs.SetOutput(stderr)
	conn := addConnFlags(fs, c)
	fs.StringVar(&c.format, "format", "", "input and output format: text, jsonl or csv (default: from the file extension, else text)")
	fields := fs.String("fields", "", "jsonl/csv: comma-separated fields or columns to process (default: every string field / column)")
	fs.IntVar(&c.workers, "workers", 0, "parallel workers (default: the machine's cores locally, 4 against a server)")
	fs.StringVar(&c.outDir, "out-dir", "", "write each FILE's result to this directory under the same name (default: stdout)")
	fs.StringVar(&c.mapping, "mapping", "", "detokenize: the JSON mapping file that tokenize wrote")
	fs.StringVar(&c.mapOut, "mapping-out", "", "tokenize: write the mapping (token to original value, JSON) to this file (required: without it tokens cannot be reversed)")
	fs.StringVar(&c.progress, "progress", "auto", "progress bar on stderr: auto (when stderr is a terminal and the input is large), always, never")
	// The operation's parameters, named as the API's fields with dashes.
	policyFlag := fs.String("policy", "", "policy name (gdpr_eu, hipaa_us, pci_dss, basic, strict or a tenant policy)")
	entities := fs.String("entities", "", "comma-separated entity types to find (default: all)")
	score := fs.Float64("score-threshold", 0, "minimum confidence 0..1")
	languageFlag := fs.String("language", "", "language hint (en, cs, de, fr, es, it, pl, sk); synthesize's locale")
	maskingCharFlag := fs.String("masking-char", "", "mask: the masking character (default *)")
	chars := fs.Int("chars-to-show", 0, "mask: characters left visible (default 4)")
	fromEnd := fs.Bool("from-end", true, "mask: leave the visible characters at the end")
	hashTypeFlag := fs.String("hash-type", "", "hash: md5, sha1, sha224, sha256 (default), sha384, sha512")
	hashPrefixFlag := fs.String("hash-prefix", "", "hash: prefix of every hash")
	hashLen := fs.Int("hash-length", 0, "hash: hex characters kept (default 16)")
	hashKeyFlag := fs.String("hash-key", "", "hash: HMAC key")
	seed := fs.Int64("seed", 0, "synthesize: seed for repeatable output")
	encryptionKeyFlag := fs.String("encryption-key", "", "encrypt/decrypt: password (at least 16 characters; default: the tenant key)")
	threshold := fs.Float64("threshold", 0, "discover: minimum confidence 0..1")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	// an empty string parameter is left out, as if not given
	for field, v := range map[**string]string{&c.req.Policy: *policyFlag, &c.req.Language: *languageFlag,
		&c.req.MaskingChar: *maskingCharFlag, &c.req.HashType: *hashTypeFlag, &c.req.HashPrefix: *hashPrefixFlag,
		&c.req.HashKey: *hashKeyFlag, &c.req.EncryptionKey: *encryptionKeyFlag} {
		if v != "" {
			*field = &v
		}
	}
	if set["entities"] {
		list := splitList(*entities)
		c.req.Entities = &list
	}
	if set["score-threshold"] {
		c.req.ScoreThreshold = score
	}
	if set["chars-to-show"] {
		c.req.CharsToShow = new(float64(*chars))
	}
	if set["from-end"] {
		c.req.FromEnd = fromEnd
	}
	if set["hash-length"] {
		c.req.HashLength = new(float64(*hashLen))
	}
	if set["seed"] {
		c.req.Seed = seed
	}
	if set["threshold"] {
		c.threshold = threshold
	}
	c.fields = splitList(*fields)
	c.files = files
	if err := conn.finish(); err != nil {
		return nil, err
	}
	switch c.format {
	case "", "text", "jsonl", "csv":
	default:
		return nil, usagef("--format must be text, jsonl or csv")
	}
	if len(c.fields) > 0 {
		inputs := c.files
		if len(inputs) == 0 {
			inputs = []string{"-"}
		}
		for _, f := range inputs {
			if formatOf(c.format, f) == "text" {
				return nil, usagef("--fields applies to jsonl and csv; %s would be read as text (name the format with --format)", displayName(f))
			}
		}
	}
	if c.op == "tokenize" && c.mapOut == "" {
		return nil, usagef("tokenize needs --mapping-out FILE: without the mapping its tokens cannot be reversed")
	}
	if c.op == "detokenize" && c.mapping == "" {
		return nil, usagef("detokenize needs --mapping FILE (the file tokenize --mapping-out wrote)")
	}
	if c.progress != "auto" && c.progress != "always" && c.progress != "never" {
		return nil, usagef("--progress must be auto, always or never")
	}
	if c.workers < 0 {
		return nil, usagef("--workers must be at least 1")
	}
	if c.workers == 0 {
		c.workers = 4
		if c.local {
			c.workers = runtime.NumCPU()
		}
	}
	if c.outDir != "" && len(c.files) == 0 {
		return nil, usagef("--out-dir needs FILE arguments (stdin goes to stdout)")
	}
	return c, nil
}

// parseInterspersed parses flags before, between and after FILE arguments
// (the flag package stops at the first argument); after "--" every argument
// is a file.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var files []string
	for {
		n := len(args)
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageError{err.Error()}
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return files, nil
		}
		if consumed := n - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(files, rest...), nil
		}
		files, args = append(files, rest[0]), rest[1:]
	}
}

// connFlags are the flags that choose local mode or a deployment; shared by
// the operations and mcp.
type connFlags struct {
	c *config
}

func addConnFlags(fs *flag.FlagSet, c *config) connFlags {
	fs.BoolVar(&c.local, "local", false, "run the engine in process: no key, no network")
	fs.StringVar(&c.baseURL, "base-url", "", "API root including /api/public/v1 (default $PIIGUARD_BASE_URL)")
	fs.StringVar(&c.region, "region", "", "region label (eu, us) whose root is $PIIGUARD_<REGION>_URL")
	fs.StringVar(&c.apiKey, "api-key", "", "API key (default $PIIGUARD_API_KEY)")
	return connFlags{c}
}

func (f connFlags) finish() error {
	c := f.c
	if c.local {
		if c.baseURL != "" || c.region != "" || c.apiKey != "" {
			return usagef("--local runs in process: drop --base-url, --region and --api-key")
		}
		return nil
	}
	if c.baseURL == "" && c.region == "" {
		c.baseURL = os.Getenv("PIIGUARD_BASE_URL")
	}
	if c.apiKey == "" {
		c.apiKey = os.Getenv("PIIGUARD_API_KEY")
	}
	if c.baseURL == "" && c.region == "" {
		return usagef("say where the API is: --local, --base-url URL (or PIIGUARD_BASE_URL) or --region LABEL")
	}
	if c.apiKey == "" {
		return usagef("an API key is needed: --api-key KEY or PIIGUARD_API_KEY (or --local)")
	}
	return nil
}

func (c *config) client() (*client.Client, error) {
	newClient := client.New
	if c.local {
		newClient = local.New
	}
	cl, err := newClient(client.Options{BaseURL: c.baseURL, Region: c.region, APIKey: c.apiKey})
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return cl, nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// run is the whole command; it returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	op := args[0]
	var err error
	switch {
	case op == "mcp":
		err = runMCP(ctx, args[1:], stdin, stdout, stderr)
	case slices.Contains(cliOperations, op):
		var c *config
		if c, err = parse(op, args[1:], stderr); err == nil {
			err = process(ctx, c, stdin, stdout, stderr)
		}
	default:
		usage(stderr)
		err = usagef("unknown operation %q", op)
	}
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "piiguard:", err)
		return exitUsage
	case errors.Is(err, errItemsFailed):
		return exitFailed
	default:
		fmt.Fprintln(stderr, "piiguard:", err)
		return exitFailed
	}
}
