-- Tests/e2e/nvim/init.lua — owns the minimal Neovim configuration of the e2e tests:
-- editors/nvim on 'runtimepath' and setup{} with the server from $VIEWLS, nothing else.
-- VIEWLS_E2E_ENABLE=1 (Neovim 0.11+) skips setup() and uses lsp/viewls.lua through
-- vim.lsp.config + vim.lsp.enable instead.
vim.opt.swapfile = false
vim.opt.shadafile = 'NONE'
vim.opt.runtimepath:prepend(assert(os.getenv('VIEWLS_NVIM_PLUGIN'), 'VIEWLS_NVIM_PLUGIN is not set'))
local cmd = { assert(os.getenv('VIEWLS'), 'VIEWLS is not set'), 'serve' }
local settings = { productNames = { 'Shelf' } }
if os.getenv('VIEWLS_E2E_ENABLE') == '1' then
  vim.lsp.config('viewls', { cmd = cmd, settings = { viewls = settings } })
  vim.lsp.enable('viewls')
else
  require('viewls').setup({ cmd = cmd, settings = settings })
end
