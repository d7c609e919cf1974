@ui
Feature: Exporting a list to a file
  Export on a list page (here the user list) asks who the user is first when the resource wants it,
  then opens the dialog, then downloads (shell §4). The range is all only without an active filter,
  selected only with selected rows, filtered only with an active filter; the file types are CSV and
  Excel (shell §5). The download carries format, the selection token spm or the filters (shell §3,
  §7). The import dialog downloads the import template (limit=1) and the update template (spm).
  Choices where the spec is silent: the user list asks for the confirmation ("optional" in shell §4)
  while the server's SECURITY_VIEW_AUTH_NEED_MFA is on, as the server does for sensitive views; the
  range preselected is selected, else filtered, else all; free search counts as a filter; the update
  template without a selection holds every row.

  Rule: the dialog offers the ranges the list allows

    Background:
      Given the public setting SECURITY_VIEW_AUTH_NEED_MFA is "false"
      And "admin" has signed in

    @shell.5.export-range.all @shell.5.export-types @shell.7.call.export
    Scenario: without a filter or a selection only all is offered
      When they open "/ui/console/users/users"
      And they press the "Export" button
      Then the export dialog offers the ranges "All" with "All" chosen
      And the export dialog offers the file types "CSV, Excel"
      When they export the "All" range as "CSV"
      Then the download asked for "format=csv"
      And the download asked for no "spm"
      And the download is named like "user_STAMP.csv"
      And the download is a CSV file that starts with the UTF-8 byte order mark

    @shell.5.export-range.selected @shell.3.spm-export @shell.7.call.export
    Scenario: with a selection the selected rows are exported by their spm
      When they open "/ui/console/users/users"
      And they tick the row "Directory User"
      And they press the "Export" button
      Then the export dialog offers the ranges "All, Selected" with "Selected" chosen
      When they export the "Selected" range as "CSV"
      Then the download asked for "format=csv"
      And the download carries the selection token spm
      And the CSV file has 1 data row holding "ldapuser"

    @shell.5.export-range.filtered @shell.5.export-types @shell.3.spm-export
    Scenario: with a filter the filtered rows are exported with the filter
      When they open "/ui/console/users/users?source=ldap"
      And they press the "Export" button
      Then the export dialog offers the ranges "Filtered" with "Filtered" chosen
      When they export the "Filtered" range as "Excel"
      Then the download asked for "format=xlsx&source=ldap"
      And the download is named like "user_STAMP.xlsx"
      And the Excel workbook has 1 data row

    @shell.5.export-range.selected @shell.5.export-range.filtered
    Scenario: with a filter and a selection, selected and filtered are offered
      When they open "/ui/console/users/users?search=user"
      And they tick the row "Ordinary User"
      And they press the "Export" button
      Then the export dialog offers the ranges "Selected, Filtered" with "Selected" chosen
      When they export the "Filtered" range as "CSV"
      Then the download asked for "format=csv&search=user"
      And the download asked for no "spm"

    @shell.7.call.template
    Scenario: the import template has the writable columns and one row
      When they open "/ui/console/users/users"
      And they open the import dialog
      And they download the "CSV template" from the import dialog
      Then the download asked for "format=csv&template=import&limit=1"
      And the first line of the CSV file holds the titles "*Name, *Username, *Email, *System roles"
      And the CSV file has 1 data row holding "@example.com"

    @shell.7.call.template
    Scenario: the update template holds the selected rows with their id
      When they open "/ui/console/users/users"
      And they tick the row "Directory User"
      And they open the import dialog
      And they choose the import mode "Update"
      And they download the "Excel template" from the import dialog
      Then the download asked for "format=xlsx&template=update"
      And the download carries the selection token spm
      And the download is an Excel workbook whose first row holds the titles "Id, *Name, *Username"
      And the Excel workbook has 1 data row

    @shell.9.mobile-dialogs.width @shell.9.mobile-dialogs.breakpoint
    Scenario Outline: in a window <width> px wide the dialog takes <share>% of it
      Given the window is <width> pixels wide
      When they open "/ui/console/users/users"
      And they press the "Export" button
      Then the export dialog is <share>% of the window wide

      Examples:
        | width | share |
        | 991   | 80    |
        | 992   | 60    |
        | 1440  | 60    |

  Rule: exporting users asks who the user is first

    @shell.4.export-flow @shell.4.confirm.mfa @shell.4.confirm.ttl @domain.6.secret-confirm
    Scenario: with MFA on, the code is asked once, then the export dialog opens
      Given "admin" has turned on MFA by SMS
      And "admin" has signed in
      When they open "/ui/console/users/users"
      And they press the "Export" button
      Then they are asked to confirm by "SMS" with the placeholder "SMS verification code"
      When they confirm with "123456"
      Then the export dialog offers the ranges "All" with "All" chosen
      When they export the "All" range as "Excel"
      And they press the "Export" button
      Then the export dialog offers the ranges "All" with "All" chosen

    @shell.4.export-flow @shell.4.confirm.password @domain.6.secret-confirm
    Scenario: without MFA the password is asked
      Given "admin" has signed in
      When they open "/ui/console/users/users"
      And they press the "Export" button
      Then they are asked to confirm with their password, masked
      When they confirm with "Passw0rd!"
      Then the export dialog offers the ranges "All" with "All" chosen

    @shell.4.confirm.cancel
    Scenario: closing the confirmation cancels the export
      Given "admin" has signed in
      When they open "/ui/console/users/users"
      And they press the "Export" button
      And they close the confirmation
      Then no export dialog is shown
