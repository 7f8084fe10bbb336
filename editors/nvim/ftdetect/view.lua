-- ftdetect/view.lua — owns filetype detection: every `*.view` file gets filetype `view`.
-- Sourced by Neovim's filetype detection for each plugin on 'runtimepath'.
if vim.filetype and vim.filetype.add then
  -- Neovim 0.8+ detects through filetype.lua; 0.7 only when g:do_filetype_lua is set.
  vim.filetype.add({ extension = { view = 'view' } })
end
-- Neovim 0.7's filetype.vim (and any version, as a fallback): `setfiletype` never
-- overrides a filetype that something else already chose.
vim.cmd('autocmd BufNewFile,BufRead *.view setfiletype view')
