-- Tests/e2e/nvim/preview.lua — owns the end-to-end tests of :ViewlsPreview and
-- :ViewlsPreviewStop (editors/nvim/lua/viewls/preview.lua): with a stand-in
-- for `viewls preview --serve` (a shell script that prints a URL and waits),
-- and, when the viewls under test has `preview --serve`, with the real one,
-- whose URL must serve. Run by test.lua, which passes its helpers.
return function(h)
  local ws, test, check, eq, open = h.ws, h.test, h.check, h.eq, h.open
  local preview = require('viewls.preview')
  local WAIT = 10000
  local URL = 'http://127.0.0.1:4567/?token=abc'

  local dir = vim.fn.tempname()
  vim.fn.mkdir(dir, 'p')
  local log = dir .. '/starts.log'
  -- A stand-in: records its pid and arguments, prints the URL, waits to be stopped.
  local function stand_in(name, body)
    local path = dir .. '/' .. name
    vim.fn.writefile({ '#!/bin/sh', 'echo "$$ $*" >>' .. vim.fn.shellescape(log), unpack(body) }, path)
    vim.fn.setfperm(path, 'rwxr-xr-x')
    return path
  end
  local serving = stand_in('serving', { "echo '" .. URL .. "'", 'exec sleep 300' })
  local old = stand_in('old', { "echo \"viewls: unknown command 'preview'; run 'viewls help' for the list\" >&2", 'exit 2' })

  local function starts()
    return vim.fn.filereadable(log) == 1 and vim.fn.readfile(log) or {}
  end
  local function messages()
    return vim.fn.execute('messages')
  end
  local function alive(pid)
    return vim.loop.kill(pid, 0) == 0
  end
  local function wait_url(root)
    local ok = vim.wait(WAIT, function()
      local job = preview.running()[root]
      return job ~= nil and job.url ~= nil
    end, 20)
    check(ok, 'no URL from the preview of ' .. root .. ': ' .. vim.inspect(preview.running()) .. ' ' .. messages())
    return preview.running()[root].url
  end
  local function wait_gone(pid)
    check(vim.wait(WAIT, function() return not alive(pid) end, 20), 'process ' .. pid .. ' still runs')
  end

  -- Neovim 0.10+ opens the URL with vim.ui.open: recorded here instead.
  local opened = {}
  local ui_open = vim.ui and vim.ui.open
  if ui_open then
    vim.ui.open = function(url)
      table.insert(opened, url)
      return {}, nil
    end
  end

  local about = open('screens/About.view')

  test(':ViewlsPreview runs the server\'s viewls for the workspace root, and reuses it', function()
    eq(preview.root(about), ws, 'root of a buffer the client serves')
    eq(preview.executable(about), os.getenv('VIEWLS'), 'the executable, from the server command')
    preview.setup({ executable = serving })
    vim.cmd('ViewlsPreview')
    eq(wait_url(ws), URL, 'URL')
    local first = starts()
    eq(#first, 1, 'starts')
    local pid = tonumber(first[1]:match('^(%d+) '))
    eq(first[1]:sub(#tostring(pid) + 2), 'preview --serve ' .. ws, 'arguments')
    check(messages():find('viewls preview: ' .. URL, 1, true), 'the URL is not printed: ' .. messages())
    if ui_open then
      eq(vim.inspect(opened), vim.inspect({ URL }), 'vim.ui.open calls')
    end
    vim.cmd('ViewlsPreview')
    eq(#starts(), 1, 'starts after a second :ViewlsPreview')
    check(messages():find('viewls preview (running): ' .. URL, 1, true), 'the reused URL is not printed')
    if ui_open then
      eq(#opened, 2, 'vim.ui.open calls after reuse')
    end
    check(alive(pid), 'the stand-in is not running')
    vim.cmd('ViewlsPreviewStop')
    eq(next(preview.running()), nil, 'running after :ViewlsPreviewStop')
    wait_gone(pid)
    check(messages():find('viewls preview: stopped ' .. ws, 1, true), 'no stop message')
  end)

  test('without a viewls client the root is the current directory; Neovim\'s exit stops every preview', function()
    local config = open('.viewls.json')
    eq(preview.root(config), vim.loop.cwd(), 'root of a buffer no client serves')
    vim.cmd('ViewlsPreview')
    wait_url(vim.loop.cwd())
    vim.cmd('buffer ' .. about)
    vim.cmd('ViewlsPreview')
    wait_url(ws)
    local pids = vim.tbl_map(function(line) return tonumber(line:match('^(%d+) ')) end, starts())
    eq(#pids, 3, 'starts')
    vim.cmd('doautocmd viewls_preview VimLeavePre')
    eq(next(preview.running()), nil, 'running after VimLeavePre')
    wait_gone(pids[2])
    wait_gone(pids[3])
  end)

  test('a viewls without preview --serve: the error is shown, nothing is left running', function()
    preview.setup({ executable = old })
    vim.cmd('ViewlsPreview')
    local shown = vim.wait(WAIT, function()
      return messages():find('without a URL', 1, true) ~= nil
    end, 20)
    check(shown, 'no error shown: ' .. messages())
    check(messages():find('exit 2', 1, true) and messages():find("unknown command 'preview'", 1, true), 'the reason is missing: ' .. messages())
    eq(next(preview.running()), nil, 'running')
    vim.cmd('ViewlsPreviewStop!')
    check(messages():find('viewls preview: none running', 1, true), 'no "none running" message')
  end)

  -- The real `viewls preview --serve`.
  do
    test(':ViewlsPreview with the real viewls serves its URL', function()
      preview.setup({})
      vim.cmd('buffer ' .. about)
      vim.cmd('ViewlsPreview')
      local url = wait_url(ws)
      check(url:match('^http://127%.0%.0%.1:%d+/'), 'URL: ' .. url)
      local status = vim.fn.system({ 'curl', '-s', '-o', '/dev/null', '-w', '%{http_code}', '--max-time', '5', url })
      eq(status, '200', 'HTTP status of ' .. url)
      -- The served page has the device and text-size pickers and the matrix view (devices.md §4).
      local base, token = url:match('^(http://127%.0%.0%.1:%d+)/%?token=(.+)$')
      check(base ~= nil, 'URL without a token: ' .. url)
      local screen = vim.fn.system({ 'curl', '-s', '--max-time', '5', base .. '/screen/About?token=' .. token })
      check(screen:find('data-choice="device"', 1, true), 'no device picker on the screen page')
      check(screen:find('data-choice="text-size"', 1, true), 'no text-size picker on the screen page')
      check(screen:find('view=matrix', 1, true), 'no link to the matrix view')
      local matrix = vim.fn.system({ 'curl', '-s', '--max-time', '5', base .. '/screen/About?view=matrix&token=' .. token })
      check(matrix:find('viewls-matrix', 1, true), 'the matrix view draws no matrix')
      check(matrix:find('iPhone SE', 1, true), 'the matrix names no variant')
      local pid = vim.fn.jobpid(preview.running()[ws].id)
      vim.cmd('ViewlsPreviewStop')
      wait_gone(pid)
    end)
  end

  if ui_open then
    vim.ui.open = ui_open
  end
  preview.setup({})
end
