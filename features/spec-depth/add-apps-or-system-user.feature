@ui @domain.5.selection-required.apps-or-system-user @domain.8.selection-messages.add-apps
Feature: An application permission needs applications and a system user
  Domain §5: apps or a system user must be added; domain §8 names the message "Please add apps or system
  user". The application permission form (domain §2 perms/application-permissions) refuses a
  submit without them, under the applications field, and stays on the form.

  Scenario: the application permission form groups its fields; without applications or system user it is refused, saying why
    Given "admin" opens the new application permission form
    Then the form groups its fields as:
      | group      | fields                               |
      | Grant      | Name, Category, Type, Actions        |
      | Granted to | User, User group                     |
      | Granted on | Application, System user             |
      | Validity   | Active, Date start, Date expired     |
      | Other      | Comment                              |
    When they fill "Name" with "No apps yet"
    And they submit the form
    Then the field "Application" says "Please add apps or system user"
    And the address is "/ui/console/perms/application-permissions/create"
