" ftplugin/view.vim — owns the buffer options of .view files in Vim: comments
" as in C, four spaces per level (the layout `viewls format` writes).
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1
setlocal commentstring=//\ %s comments=s1:/*,mb:*,ex:*/,://
setlocal expandtab shiftwidth=4 softtabstop=4
let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop<'
