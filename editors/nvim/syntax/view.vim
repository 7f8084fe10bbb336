" syntax/view.vim — owns the highlighting of .view files in Vim 8+/9 and in
" Neovim 0.7+ without tree-sitter. It follows the categories of the TextMate
" grammar grammar/view.tmLanguage.json (scopes in the comments); later
" definitions win where two matches start at the same place, so the specific
" ones come last. editors/nvim/syntax/view.vim is a byte-identical copy
" (Tests/e2e/editors/test_vim_syntax.py checks it).
" Every look-behind is bounded (\@N<=): an unbounded one costs a scan back
" to the start of the line at every column.
if exists('b:current_syntax')
  finish
endif
let s:cpo_save = &cpo
set cpo&vim

syntax case match
syntax sync minlines=200

" invalid.illegal.character: anything no other item takes (full-width
" punctuation, stray '@', …). First, so every other item wins over it.
syntax match viewInvalid /[^ \t\r\n\ufeff]/
" punctuation.*
syntax match viewDelimiter /[{}\[\]:;,.]/
" variable.other.enummember: a value that is a plain name (hybrid, start).
syntax match viewEnumMember /\%([A-Za-z0-9_]\)\@1<![a-z_][A-Za-z0-9_]*[A-Za-z0-9_]\@!/
" entity.name.type as a value: a screen or component named (push: Detail).
syntax match viewTypeName /\%([A-Za-z0-9_]\)\@1<![A-Z][A-Za-z0-9_]*[A-Za-z0-9_]\@!/
" support.constant.color: the named colours.
syntax match viewColor /\%([A-Za-z0-9_]\)\@1<!\%(black\|white\|gray\|red\|orange\|yellow\|green\|blue\|purple\|pink\|clear\)[A-Za-z0-9_]\@!\%(\s*\.\)\@!/
" constant.language.boolean
syntax match viewBoolean /\%([A-Za-z0-9_]\)\@1<!\%(true\|false\)[A-Za-z0-9_]\@!\%(\s*[.{]\)\@!/
" constant.numeric: -?[0-9]+(.[0-9]+)?, not inside a name or a path.
syntax match viewNumber /\%([A-Za-z0-9_.]\)\@1<!-\=[0-9]\+\%(\.[0-9]\+\)\=[A-Za-z0-9_]\@!/
" A path (system.edit, header.title): variable.other.object, then
" variable.other.constant for each name after a dot; variable.language.system.
syntax match viewPathObject /\%([A-Za-z0-9_]\)\@1<![A-Za-z_][A-Za-z0-9_]*\ze\s*\%(\/\*.\{-}\*\/\s*\)*\./
syntax match viewSystem /\%([A-Za-z0-9_]\)\@1<!system\ze\s*\%(\/\*.\{-}\*\/\s*\)*\./
syntax match viewPathMember /\%(\.\s*\)\@80<=[A-Za-z_][A-Za-z0-9_]*/
" variable.other.property: a name before ':'.
syntax match viewProperty /\%([A-Za-z0-9_]\)\@1<![A-Za-z_][A-Za-z0-9_]*\ze\s*\%(\/\*.\{-}\*\/\s*\)*:/
" entity.name.variable.id: the name an element's id gives it.
syntax match viewIdName /\%(\%([A-Za-z0-9_]\)\@1<!id\s*:\s*\)\@80<=[A-Za-z_][A-Za-z0-9_]*[A-Za-z0-9_]\@!\%(\s*[.{]\)\@!/
" entity.name.type: a component, before its '{' or alone on its line (Allman style).
syntax match viewComponent /\%([A-Za-z0-9_]\)\@1<![A-Za-z_][A-Za-z0-9_]*\ze\s*\%(\/\*.\{-}\*\/\s*\)*{/
syntax match viewComponent /\%(^\s*\)\@200<=[A-Z][A-Za-z0-9_]*\ze\s*\%(\/\*.\{-}\*\/\s*\)*\%(\/\/.*\)\=$/

" string.quoted.double / single; a line break ends an unterminated string.
syntax region viewString start=/"/ skip=/\\\\\|\\"/ end=/"\|$/ contains=viewEscape,viewBadEscape,viewHexColor
syntax region viewString start=/'/ skip=/\\\\\|\\'/ end=/'\|$/ contains=viewEscape,viewBadEscape,viewHexColor
" invalid.illegal.escape, then constant.character.escape (the valid ones win).
syntax match viewBadEscape /\\\%(u[0-9A-Fa-f]\{0,3}\|.\)/ contained
syntax match viewEscape /\\\%([\\"'nrt]\|u[0-9A-Fa-f]\{4}\)/ contained
" constant.other.color.rgb-value: a string that is a whole #RRGGBB or #RRGGBBAA.
syntax match viewHexColor /\%(["']\)\@1<=#\%([0-9A-Fa-f]\{8}\|[0-9A-Fa-f]\{6}\)\ze["']/ contained

" comment.block and comment.line.double-slash, with suppressions:
" keyword.control.directive.suppression and constant.other.rule-id.
syntax region viewComment start=/\/\*/ end=/\*\// contains=@Spell
syntax match viewLineComment /\/\/.*$/ contains=viewSuppression,@Spell
syntax match viewSuppression /\%(\/\/\s*\)\@80<=viewls-disable\%(-next-line\)\=\%(\s\|$\)\@=/ contained nextgroup=viewRuleIds skipwhite
syntax match viewRuleIds /[^ \t,]\+\%(\s*,\s*[^ \t,]\+\)*/ contained

highlight default link viewInvalid Error
highlight default link viewDelimiter Delimiter
highlight default link viewEnumMember Constant
highlight default link viewTypeName Type
highlight default link viewColor Constant
highlight default link viewBoolean Boolean
highlight default link viewNumber Number
highlight default link viewPathObject Identifier
highlight default link viewSystem Special
highlight default link viewPathMember Constant
highlight default link viewProperty Identifier
highlight default link viewIdName Function
highlight default link viewComponent Type
highlight default link viewString String
highlight default link viewBadEscape Error
highlight default link viewEscape SpecialChar
highlight default link viewHexColor Constant
highlight default link viewComment Comment
highlight default link viewLineComment Comment
highlight default link viewSuppression PreProc
highlight default link viewRuleIds Special

let b:current_syntax = 'view'
let &cpo = s:cpo_save
unlet s:cpo_save
