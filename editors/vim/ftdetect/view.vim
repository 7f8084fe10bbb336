" ftdetect/view.vim — owns filetype detection in Vim: every `*.view` file gets
" filetype `view` (`setfiletype` never overrides a filetype already chosen).
autocmd BufNewFile,BufRead *.view setfiletype view
