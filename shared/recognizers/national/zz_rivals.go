package national

// This file's name sorts after every country file, so its init runs after
// theirs (Go runs a package's init functions in file-name order): every
// passport context exists by then.
func init() {
	for i, pc := range passportCtxs {
		own := map[string]bool{}
		for _, s := range pc.country {
			own[s] = true
		}
		for j, other := range passportCtxs {
			if j == i {
				continue
			}
			for _, s := range other.country {
				if !own[s] && !contains(pc.ctx.Penalty, s) {
					pc.ctx.Penalty = append(pc.ctx.Penalty, s)
				}
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
