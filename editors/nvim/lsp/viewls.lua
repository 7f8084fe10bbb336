-- lsp/viewls.lua — owns the Neovim 0.11+ `vim.lsp.config` file for viewls, so that
-- `vim.lsp.enable('viewls')` works without calling setup(). Override any field with
-- `vim.lsp.config('viewls', { cmd = …, settings = { viewls = { … } } })`.
return require('viewls').config()
