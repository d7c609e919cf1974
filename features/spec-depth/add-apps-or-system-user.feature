@ui @domain.5.selection-required.apps-or-system-user @domain.8.selection-messages.add-apps
Feature: An application permission needs applications and a system user
  Domain §5: apps or a system user must be added; domain §8 names the message "Please add apps or system
  user". The application permission form (domain §2 perms/application-permissions) refuses a
  submit without them, under the applications field, and stays on the form.

  Scenario: an application permission without applications or system user is refused, saying why
    Given "admin" opens the new application permission form
    When they fill "Name" with "No apps yet"
    And they submit the form
    Then the field "Applications" says "Please add apps or system user"
    And the address is "/ui/console/perms/application-permissions/create"
