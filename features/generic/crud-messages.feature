@ui
Feature: The create, update, delete and read failures a user is told about
  Domain §8: "Create error", "Update failed", "Delete failed", "Bulk delete failed: " plus the reason
  (list-page.feature) and "Get failed", each where the console shows it. A failure that is not a 400
  (whose field errors show on the fields, forms.feature) is the case here; the shell's own toast of
  shell §8 may show beside it. A form says the message followed by the server's reason (issue 22).

  @domain.8.crud-messages.create
  Scenario: a create the server fails says "Create error" on the form
    Given "admin" opens the user form "/create"
    And the next POST of "/api/v1/users/users/" fails with status 500 and body "{\"detail\": \"Database is busy\"}"
    When they fill in the new user "alice" with the password "Al1ce-Pass!"
    And they submit the form
    Then the form says "Create error: Database is busy"

  @domain.8.crud-messages.update
  Scenario: an update the server fails says "Update failed" on the form
    Given "admin" opens the form of the user "user"
    And the next PUT of "/api/v1/users/users/*" fails with status 500 and body "{\"detail\": \"Database is busy\"}"
    When they fill "Name" with "Renamed User"
    And they submit the form
    Then the form says "Update failed: Database is busy"

  @domain.8.crud-messages.delete
  Scenario: a row delete the server fails says "Delete failed" and why
    Given "admin" is on the user list
    And the next DELETE of "/api/v1/users/users/*" fails with status 500 and body "{\"detail\": \"Database is busy\"}"
    When they delete the row "Staff Member 03" and confirm
    Then a toast says "Delete failed: Database is busy"
    And the list still shows "Staff Member 03"

  @domain.8.crud-messages.get
  Scenario: site messages the server fails to give say "Get failed" in the drawer
    Given "user" has signed in
    And they land on the workbench
    And the next GET of "/api/v1/notifications/site-message/" fails with status 500 and body "{\"detail\": \"Database is busy\"}"
    When they open the site messages
    Then they see the error "Get failed"
