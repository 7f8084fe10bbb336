# make install PREFIX=DIR — a release viewls with the Swift runtime linked in
# (it runs without the toolchain), its manual page in English, Russian and
# Chinese, and bash, zsh and fish completions, all made from the same
# command table as `viewls help`. GNU Make; DESTDIR is honoured for packaging.
PREFIX ?= /usr/local
SWIFT ?= swift
SCRATCH ?= .build/static
BUILD = $(SWIFT) build -c release --product viewls --static-swift-stdlib --scratch-path $(SCRATCH)
ROOT = $(DESTDIR)$(PREFIX)

.PHONY: build install uninstall

build:
	$(BUILD)

install: build
	@set -e; \
	viewls="$$($(BUILD) --show-bin-path)/viewls"; \
	install -d "$(ROOT)/bin" "$(ROOT)/share/man/man1" "$(ROOT)/share/man/ru/man1" "$(ROOT)/share/man/zh_CN/man1" \
		"$(ROOT)/share/bash-completion/completions" "$(ROOT)/share/zsh/site-functions" "$(ROOT)/share/fish/vendor_completions.d"; \
	install -m 755 "$$viewls" "$(ROOT)/bin/viewls"; \
	"$$viewls" docs --man --locale en > "$(ROOT)/share/man/man1/viewls.1"; \
	"$$viewls" docs --man --locale ru > "$(ROOT)/share/man/ru/man1/viewls.1"; \
	"$$viewls" docs --man --locale zh > "$(ROOT)/share/man/zh_CN/man1/viewls.1"; \
	"$$viewls" docs --completion bash > "$(ROOT)/share/bash-completion/completions/viewls"; \
	"$$viewls" docs --completion zsh > "$(ROOT)/share/zsh/site-functions/_viewls"; \
	"$$viewls" docs --completion fish > "$(ROOT)/share/fish/vendor_completions.d/viewls.fish"; \
	echo "installed $(ROOT)/bin/viewls"

uninstall:
	rm -f "$(ROOT)/bin/viewls" "$(ROOT)/share/man/man1/viewls.1" "$(ROOT)/share/man/ru/man1/viewls.1" \
		"$(ROOT)/share/man/zh_CN/man1/viewls.1" "$(ROOT)/share/bash-completion/completions/viewls" \
		"$(ROOT)/share/zsh/site-functions/_viewls" "$(ROOT)/share/fish/vendor_completions.d/viewls.fish"
