@ui
Feature: The generic list page on the users resource
  A list page is a toolbar plus a data table over one REST resource (shell §2), paged on the server
  with sizes 15, 30, 50 and 100 (default 15, remembered, shell §9), sorted by `order` on the columns
  the OPTIONS metadata marks (shell §3), its filters from the OPTIONS metadata and its column preference
  in localStorage tableConfig (shell §3), with the column widths a user drags remembered alongside.
  Choice made where the spec says "not shown": the search state is one `filters` query parameter
  holding one `key~value` pair for the free search and one per filter field, pairs joined by ","
  (the separators of shell §9; a "~" or "," typed by the user is percent-escaped); the date range
  keeps its own date_start and date_end parameters (shell §2); the page number and the order are
  parameters of their own. A link that names the search or a filter as a parameter of its own
  (`?source=ldap`, the literal words of shell §2) is read the same way (export.feature opens such links).
  The minimum columns, id and actions (shell §3, §9), are always shown where the table shows them by
  default, as JumpServer's own console keeps its minimum columns to the table's defaults: the user list
  leaves the id out, so it shows names, and offers the id column to whoever asks for it.

  Background:
    Given "admin" is on the user list

  @shell.9.table-page-sizes @shell.3.table-query
  Scenario: the table pages on the server, 15 rows by default
    Then the table shows 15 rows
    And the page sizes offered are "15, 30, 50, 100"
    When they go to page 2
    Then the address is "/ui/console/users/users?page=2"

  @shell.9.table-page-sizes
  Scenario: the chosen page size is remembered
    When they choose 30 rows per page
    Then the page size is 30
    When they reload the page
    Then the page size is 30

  @shell.2.list-page.search-url
  Scenario: the free search lives in the URL and survives a reload
    When they search for "staff01"
    Then the address is "/ui/console/users/users?filters=search~staff01"
    And the rows are "Staff Member 01"
    When they reload the page
    Then the rows are "Staff Member 01"

  @shell.9.query-separators
  Scenario: the search and each filter are key~value pairs joined by "," in the address
    When they search for "Directory"
    And they filter "Source" by "LDAP/AD"
    Then the address is "/ui/console/users/users?filters=search~Directory,source~ldap"
    When they reload the page
    Then the rows are "Directory User"
    And they see "Search: Directory"

  @shell.2.list-page.search-url
  Scenario: a link with one parameter for the search and one per filter field shows that search
    When they open the user list at "?search=Directory&source=ldap"
    Then the rows are "Directory User"
    And they see "Search: Directory"
    When they reload the page
    Then the rows are "Directory User"

  @shell.9.query-separators
  Scenario: a "~" or "," typed in the search is escaped in the address and survives a reload
    When they search for "a~b,c d"
    Then the address is "/ui/console/users/users?filters=search~a%7Eb%2Cc%20d"
    When they reload the page
    Then they see "Search: a~b,c d"

  @shell.3.table-query @shell.3.options-metadata
  Scenario: sorting by a column the OPTIONS metadata marks as orderable
    Then the column "Username" cannot be sorted
    When they sort by "Name"
    Then the address is "/ui/console/users/users?order=name"
    And the first row is "Directory User"
    When they sort by "Name"
    Then the address is "/ui/console/users/users?order=-name"
    And the first row is "Staff Member 19"

  @shell.3.table-columns
  Scenario: a column width the user drags is remembered
    When they drag the edge of the column "Email" 60 pixels to the right
    Then the column "Email" is 60 pixels wider than before
    And the stored table preference of "UserList" remembers a width for "email"
    When they reload the page
    Then the column "Email" is 60 pixels wider than before

  @shell.3.options-metadata @shell.2.list-page.search-url
  Scenario: a choice filter offered by the OPTIONS metadata narrows the list
    When they filter "Source" by "LDAP/AD"
    Then the address is "/ui/console/users/users?filters=source~ldap"
    And every row shows "LDAP/AD" in the "Source" column

  @shell.3.table-columns @shell.9.min-columns @domain.3.table-columns
  Scenario: column settings are kept per table; the minimum columns the table shows cannot be hidden
    Then the column settings cannot hide "Actions"
    When they hide the column "Email" in the column settings
    Then the table has no column "Email"
    And the stored table preference of "UserList" shows "username" and not "email"
    When they reload the page
    Then the table has no column "Email"

  @shell.9.min-columns @shell.3.table-columns
  Scenario: a table that leaves the id out by default offers it, and shows it only when asked
    Then the table has no column "Id"
    When they show the column "Id" in the column settings
    Then the row "Directory User" shows the user's id in the "Id" column
    And the stored table preference of "UserList" shows "id" and not "comment"

  @shell.4.selection-persist
  Scenario: the selection persists across pages
    When they tick the row "Directory User"
    And they go to page 2
    And they tick the first row of the page
    Then 2 rows are selected

  @shell.4.bulk-delete-flow @shell.8.bulk-delete @shell.7.call.resources-cache @shell.7.call.bulk-delete
  Scenario: bulk delete confirms, deletes the selected rows and says so
    Given the calls to "/api/v1/" are watched
    When they tick the row "Staff Member 01"
    And they tick the row "Staff Member 02"
    And they delete the selected rows and confirm
    Then a toast says "Bulk delete succeeded"
    And the browser cached the selected rows and sent DELETE "/api/v1/users/users/" with the spm it got back
    And the list no longer shows "Staff Member 01"
    And the list no longer shows "Staff Member 02"

  @shell.8.bulk-delete @domain.8.crud-messages.bulk-delete
  Scenario: a failed bulk delete says why
    Given the next DELETE of "/api/v1/users/users/" fails with status 400 and body "{\"detail\":\"Is referenced by other objects and cannot be deleted\"}"
    When they tick the row "Staff Member 01"
    And they tick the row "Staff Member 02"
    And they delete the selected rows and confirm
    Then a toast says "Bulk delete failed: Is referenced by other objects and cannot be deleted"
    And the list still shows "Staff Member 01"

  @shell.5.delete-confirm @shell.7.call.row-delete
  Scenario: a row delete asks first, then removes the row with one DELETE of its detail URL
    Given the calls to "/api/v1/users/users/" are watched
    When they delete the row "Staff Member 03" and confirm
    Then a toast says "Delete succeeded"
    And the list no longer shows "Staff Member 03"
    And the browser sent one DELETE, to a user detail URL that now answers 404

  @shell.5.bulk-needs-selection
  Scenario: the bulk actions wait for a selected row
    When they open the "More actions" menu
    Then the menu item "Delete selected" is disabled
    And the menu item "Update selected" is disabled
    When they close the menu
    And they tick the row "Staff Member 01"
    And they open the "More actions" menu
    Then the menu item "Delete selected" is enabled
    And the menu item "Update selected" is enabled

  @shell.2.list-page.toolbar @shell.2.create-opens
  Scenario: Create in the toolbar opens the create page of the same resource
    When they press the "Create" button
    Then the address is "/ui/console/users/users/create"
    And they see the heading "Create User"

  @shell.2.route-naming @shell.2.update-id-clone
  Scenario: a row leads to the detail, update and clone pages of its own resource
    When they follow the name link "Staff Member 03"
    Then the address is "/ui/console/users/users/{id}" for the user "staff03"
    When they open the user list
    And they press "Edit" in the row "Staff Member 03"
    Then the address is "/ui/console/users/users/{id}/update" for the user "staff03"
    When they open the user list
    And they press "Clone" in the row "Staff Member 03"
    Then the address is "/ui/console/users/users/create?clone_from={id}" for the user "staff03"

  @shell.2.list-page.toolbar
  Scenario: Refresh reads the list again and shows what changed meanwhile
    Given the user "staff01" is renamed "Staff Member 01 (renamed)"
    Then the list still shows "Staff Member 01"
    When they press the "Refresh" button
    Then the list still shows "Staff Member 01 (renamed)"
    And the list no longer shows "Staff Member 01"

  @shell.5.bulk-update-ticked @shell.3.bulk-update-payload @shell.7.call.bulk-update
  Scenario: bulk update sends only the ticked field
    When they tick the row "Staff Member 01"
    And they tick the row "Staff Member 02"
    And they update the selected rows setting "MFA" to "Enable"
    Then the bulk update sent 2 items, each with only "id, mfa_level"
    And a toast says "Update succeeded"

  # Shell §5: "Server 400 on … bulk update is shown per field". The 2.26 bulk serializer answers a list
  # aligned with the rows sent, one object of messages per row; the dialog stays open and shows each
  # field's messages under it, joined with ";", a message shared by several rows once.
  @shell.5.server-400-fields
  Scenario: a bulk update refused with a 400 shows each field's messages under that field
    Given the next PATCH of "/api/v1/users/users/" fails with status 400 and body "[{\"mfa_level\": [\"Not a valid choice.\"], \"comment\": [\"Too long.\"]}, {\"mfa_level\": [\"Not a valid choice.\"], \"comment\": [\"No tabs allowed.\"]}]"
    When they tick the row "Staff Member 01"
    And they tick the row "Staff Member 02"
    And they update the selected rows with:
      | MFA     | Enable    |
      | Comment | shift two |
    Then the bulk update says under "MFA" "Not a valid choice."
    And the bulk update says under "Comment" "Too long.;No tabs allowed."
