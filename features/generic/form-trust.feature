@ui
Feature: A form an administrator can trust
  The generic form sends what it shows, names what it picked, keeps a user's input for that user only,
  never overwrites newer data unasked, and says why a save failed (issue 22 on shell §2, §3, §5, §8 and
  domain §3). Choices where the spec is silent: a permission whose action boxes are all ticked is sent
  as "all"; a draft belongs to one user, organisation and object, an explicit logout or another user
  signing in within the tab clears every draft, and a draft of an object changed since is offered,
  never applied by itself; an update of an object changed since the form loaded it asks "Reload" or
  "Overwrite"; a failure other than a 400 shows "Create error" or "Update failed" followed by the
  server's reason, and the typed input stays.

  @domain.3.permission @shell.2.form-page
  Scenario: an asset permission created with the boxes shown ticked is saved with those actions
    Given "admin" opens the new asset permission form
    Then the boxes ticked under "Actions" are "Connect, Upload file, Download file, Clipboard copy, Clipboard paste"
    When they change the form:
      | Name        | All actions on db-01 |
      | Asset       | db-01 (10.0.0.2)     |
      | System user | Default web          |
    Then the server holds the asset permission "All actions on db-01" with the actions "all, connect, upload_file, download_file, updownload, clipboard_copy, clipboard_paste, clipboard_copy_paste"

  @domain.3.permission @domain.3.clipboard-rdp
  Scenario: an unticked action is not granted, and the edit form reads back what was saved
    Given "admin" opens the new asset permission form
    When they untick "Upload file" under "Actions"
    And they change the form:
      | Name        | No upload on db-01 |
      | Asset       | db-01 (10.0.0.2)   |
      | System user | Default web        |
    Then the server holds the asset permission "No upload on db-01" with the actions "connect, download_file, clipboard_copy, clipboard_paste, clipboard_copy_paste"
    Given "admin" opens the update form of the asset permission "No upload on db-01"
    Then the boxes ticked under "Actions" are "Connect, Download file, Clipboard copy, Clipboard paste"
    And the form says "Clipboard control applies only to RDP and VNC connections"

  @shell.3.select-option @shell.5.form.field-widgets
  Scenario: the update form names the users, assets and nodes it was loaded with, and offers no display field
    Given "admin" opens the update form of the asset permission "Default web servers"
    Then the field "User" shows "Ordinary User (user)"
    And the field "System user" shows "Default web"
    And no field of the form shows an id
    And the form has no field "Nodes display"

  @shell.3.select-option @shell.5.clone-prefix @shell.2.update-id-clone
  Scenario: a clone names the relations of the permission it starts from
    Given "admin" opens the new asset permission form cloning "Default web servers"
    Then the field "Name" holds "Clone from Default web servers"
    And the field "User" shows "Ordinary User (user)"
    And no field of the form shows an id

  # Shell §5: clone prefixes the name, or the hostname where the object has one.
  @shell.5.clone-prefix
  Scenario: a clone of an asset prefixes its hostname
    Given "admin" opens the new asset form cloning "db-01"
    Then the field "Hostname" holds "Clone from db-01"

  @domain.2.console.assets @shell.2.form-page
  Scenario: a new asset starts in the node chosen in the asset tree
    Given "admin" opens the asset list
    When they choose "Default / Web" in the asset tree
    And they press "Create" in the list toolbar
    Then the field "Nodes" shows "Web"
    And no field of the form shows an id

  @shell.8.http-401
  Scenario: a draft does not outlive its user's logout
    Given "admin" opens the user form "/create"
    When they fill "Username" with "alice"
    And they log out
    And they sign in as "admin"
    And they open "/ui/console/users/users/create"
    Then the field "Username" holds ""
    And the form does not say "Your unsaved input was restored"

  @shell.8.http-401
  Scenario: input kept for a forced re-login is not shown to another user signing in
    Given "admin" opens the user form "/create"
    And the next POST of "/api/v1/users/users/" fails with status 401 and body "{\"detail\": \"Authentication credentials were not provided.\"}"
    When they fill in the new user "alice" with the password "Al1ce-Pass!"
    And they submit the form
    And they press the "Re-login" button
    And they sign in as "orgadmin"
    And they open "/ui/console/users/users/create"
    Then the field "Username" holds ""
    And the field "Email" holds ""

  @shell.4.form-method
  Scenario: a draft of an object changed since is offered, not applied
    Given "admin" opens the form of the user "user"
    When they fill "Name" with "Draft Name"
    And the user "user" is renamed "Server Name"
    And they reload the form
    Then the field "Name" holds "Server Name"
    And the form says "was changed since"
    When they press "Restore my input" on the notice
    Then the field "Name" holds "Draft Name"

  @shell.4.form-method @shell.8.save-success
  Scenario: two tabs saving one user: the second save asks before it overwrites the first
    Given "admin" opens the form of the user "user"
    When they open the same form in a second tab
    And they fill "Name" with "Second Tab"
    And they submit the form
    Then they see "Update succeeded"
    When they go back to the first tab
    And they fill "Name" with "First Tab"
    And they submit the form
    Then a dialog "Changed since you opened it" asks what to do
    And no success was reported in this tab
    When they answer "Reload" in that dialog
    Then the field "Name" holds "Second Tab"
    And the server holds the user "user" named "Second Tab"

  @shell.4.form-method @shell.8.save-success
  Scenario: overwriting a newer version is the user's choice
    Given "admin" opens the form of the user "user"
    When they open the same form in a second tab
    And they fill "Name" with "Second Tab"
    And they submit the form
    Then they see "Update succeeded"
    When they go back to the first tab
    And they fill "Name" with "First Tab"
    And they submit the form
    And they answer "Overwrite" in that dialog
    Then they see "Update succeeded"
    And the server holds the user "user" named "First Tab"

  @shell.8.other-error @shell.8.other-messages
  Scenario: a 500 on submit says why, and the input stays
    Given "admin" opens the user form "/create"
    And the next POST of "/api/v1/users/users/" fails with status 500 and body "{\"detail\": \"The database is read-only\", \"code\": \"unexpect_error\"}"
    When they fill in the new user "alice" with the password "Al1ce-Pass!"
    And they submit the form
    Then the form says "Create error: The database is read-only"
    And the field "Username" holds "alice"
