@ui
Feature: Page scroll on navigation and on a rejected form
  Page scroll resets to the top on navigation (domain §2): the list a Submit returns to and the detail
  a name link opens are shown from their top. A form the server rejects shows the first field it names
  (shell §5: the form scrolls to what needs correcting).
  Choice where the spec is silent: a change of the address's query only (search, filter, page, order,
  tab) is not a new page and keeps the scroll.

  @domain.2.scroll-reset @shell.8.save-success
  Scenario: after Submit the list opens at its top
    Given "admin" is on the user list
    When they press the "Create" button
    And they fill in the new user "alice" with the password "Al1ce-Pass!"
    And they submit the form from the bottom of the page
    Then they are sent to the user list
    And the page is at its top

  @domain.2.scroll-reset
  Scenario: a name link opens the detail at its top
    Given "orgadmin" is on the user list
    When they scroll to the bottom of the page
    And they follow the name link "Staff Member 01"
    Then the detail title is "User: Staff Member 01"
    And the page is at its top

  @shell.5.server-400-fields
  Scenario: a server 400 brings the field it names into view
    Given "admin" opens the user form "/create"
    When they fill in the new user "user" with the password "Al1ce-Pass!"
    And they submit the form from the bottom of the page
    Then the field "Username" says "This field must be unique."
    And the field "Username" is in view
