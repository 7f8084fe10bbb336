" ale_linters/view/viewls.vim — owns the ALE linter for .view files: ALE
" (Debian's vim-ale, or any ALE 3+) starts `viewls serve` as a language server
" over standard input and output and shows its diagnostics. ALE loads this
" file by itself for buffers of filetype `view` once editors/vim is on
" 'runtimepath'. Settings: .viewls.json, or g:ale_view_viewls_options (sent as
" initializationOptions: device, locale, productNames, rules).
call ale#Set('view_viewls_executable', 'viewls')
call ale#Set('view_viewls_options', {})

" The folder holding the nearest .viewls.json, else the version-control root,
" else the file's folder: the server's workspace root, as in Neovim.
function! ale_linters#view#viewls#GetProjectRoot(buffer) abort
    let l:config = ale#path#FindNearestFile(a:buffer, '.viewls.json')
    if !empty(l:config)
        return fnamemodify(l:config, ':h')
    endif
    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')
    if !empty(l:git)
        return fnamemodify(l:git, ':h:h')
    endif
    return fnamemodify(bufname(a:buffer), ':p:h')
endfunction

call ale#linter#Define('view', {
\   'name': 'viewls',
\   'lsp': 'stdio',
\   'executable': {buffer -> ale#Var(buffer, 'view_viewls_executable')},
\   'command': '%e serve',
\   'project_root': function('ale_linters#view#viewls#GetProjectRoot'),
\   'initialization_options': {buffer -> ale#Var(buffer, 'view_viewls_options')},
\})
