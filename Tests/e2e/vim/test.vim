" Tests/e2e/vim/test.vim — owns the end-to-end tests of editors/vim in Vim 9
" with ALE: the file that Tests/e2e/vim/run opened ($VIEWLS_E2E_FILE) gets
" filetype `view` and the highlighting of syntax/view.vim, and ALE's diagnostics
" from the real `viewls serve` name the finding ($VIEWLS_E2E_CODE) on the line
" holding $VIEWLS_E2E_TEXT. Results go to $VIEWLS_E2E_OUT, one line per test
" and a summary, because Vim in Ex mode (-es) writes nothing to standard output.
let s:passed = 0
let s:failed = 0
let s:out = $VIEWLS_E2E_OUT
let s:wait_seconds = 60

function! s:Emit(line) abort
  call writefile([a:line], s:out, 'a')
endfunction

function! s:Test(name, fn) abort
  try
    call call(a:fn, [])
    let s:passed += 1
    call s:Emit('ok - ' . a:name)
  catch
    let s:failed += 1
    call s:Emit('not ok - ' . a:name . ': ' . v:exception . ' (' . v:throwpoint . ')')
  endtry
endfunction

function! s:Eq(actual, expected, what) abort
  if type(a:actual) != type(a:expected) || a:actual !=# a:expected
    throw printf('%s: expected %s, got %s', a:what, string(a:expected), string(a:actual))
  endif
endfunction

" The 1-based line holding `text`, and its column.
function! s:Find(text) abort
  for l:lnum in range(1, line('$'))
    let l:col = stridx(getline(l:lnum), a:text)
    if l:col >= 0
      return [l:lnum, l:col + 1]
    endif
  endfor
  throw 'no line holds ' . a:text
endfunction

" The syntax item at `needle` on the line holding `text`, and the standard group
" it links to (one step: Vim's own defaults link String on to Constant, and so on).
function! s:SyntaxAt(text, needle) abort
  let [l:lnum, l:col] = s:Find(a:text)
  let l:col += stridx(a:text, a:needle)
  let l:name = synIDattr(synID(l:lnum, l:col, 1), 'name')
  let l:link = matchstr(execute('highlight ' . (empty(l:name) ? 'Normal' : l:name)), 'links to \zs\w\+')
  return l:name . ' -> ' . l:link
endfunction

" ALE's problems for the current buffer that came from viewls.
function! s:Problems() abort
  let l:info = get(g:ale_buffer_info, bufnr(''), {})
  return filter(copy(get(l:info, 'loclist', [])), 'v:val.linter_name is# "viewls"')
endfunction

execute 'edit' fnameescape($VIEWLS_E2E_FILE)

function! s:FiletypeAndSyntax() abort
  call s:Eq(&filetype, 'view', 'filetype')
  call s:Eq(get(b:, 'current_syntax', ''), 'view', 'b:current_syntax')
  call s:Eq(&commentstring, '// %s', 'commentstring')
  call s:Eq(s:SyntaxAt('Screen {', 'Screen'), 'viewComponent -> Type', 'Screen')
  call s:Eq(s:SyntaxAt('title: "Trail"', 'title'), 'viewProperty -> Identifier', 'title')
  call s:Eq(s:SyntaxAt('title: "Trail"', '"Trail"'), 'viewString -> String', '"Trail"')
  call s:Eq(s:SyntaxAt('mapType: hybrid', 'hybrid'), 'viewEnumMember -> Constant', 'hybrid')
  call s:Eq(s:SyntaxAt('color: blue', 'blue'), 'viewColor -> Constant', 'blue')
  call s:Eq(s:SyntaxAt('// A blue destination', 'A blue'), 'viewLineComment -> Comment', 'comment')
  call s:Eq(s:SyntaxAt('Вершина', 'Вершина'), 'viewString -> String', 'Cyrillic in a string')
endfunction
call s:Test('a .view file gets filetype view and syntax/view.vim highlighting', function('s:FiletypeAndSyntax'))

function! s:LinterDefined() abort
  let l:names = map(ale#linter#Get('view'), 'v:val.name')
  call s:Eq(l:names, ['viewls'], 'ALE linters for filetype view')
  let l:linter = ale#linter#Get('view')[0]
  call s:Eq(l:linter.lsp, 'stdio', 'lsp')
  call s:Eq(ale#linter#GetExecutable(bufnr(''), l:linter), 'viewls', 'executable')
  " The workspace root: the folder of .viewls.json (run puts one beside the file).
  call s:Eq(ale_linters#view#viewls#GetProjectRoot(bufnr('')), fnamemodify($VIEWLS_E2E_FILE, ':h'), 'project root')
endfunction
call s:Test('ALE finds the viewls linter for filetype view', function('s:LinterDefined'))

function! s:Diagnostics() abort
  let l:deadline = localtime() + s:wait_seconds
  " ALE fills the location list from a timer after it records the problems
  " (g:ale_set_lists_synchronously is off): wait for both.
  while (empty(s:Problems()) || empty(getloclist(0))) && localtime() < l:deadline
    sleep 100m
  endwhile
  let l:problems = s:Problems()
  if empty(l:problems)
    throw 'no diagnostics from viewls in ' . s:wait_seconds . ' s; ALE info: ' . string(get(g:ale_buffer_info, bufnr(''), {}))
  endif
  let l:found = filter(copy(l:problems), 'get(v:val, "code", "") is# $VIEWLS_E2E_CODE')
  call s:Eq(len(l:found), 1, $VIEWLS_E2E_CODE . ' problems among ' . string(l:problems))
  let [l:lnum, l:col] = s:Find($VIEWLS_E2E_TEXT)
  call s:Eq(l:found[0].lnum, l:lnum, 'line')
  " ALE 3.3 takes the server's UTF-16 column as a byte column (editors/README.md).
  call s:Eq(l:found[0].col, str2nr($VIEWLS_E2E_COLUMN), 'column')
  call s:Eq(l:found[0].type, 'W', 'type (a warning)')
  if l:found[0].text !~# $VIEWLS_E2E_MESSAGE
    throw 'message does not match ' . $VIEWLS_E2E_MESSAGE . ': ' . l:found[0].text
  endif
  let l:listed = filter(getloclist(0), 'v:val.lnum == ' . l:lnum)
  call s:Eq(len(l:listed), 1, 'location list entries on that line')
endfunction
call s:Test('ALE shows the finding from viewls serve on its line', function('s:Diagnostics'))

call s:Emit(printf('vim e2e: %d passed, %d failed', s:passed, s:failed))
qall!
