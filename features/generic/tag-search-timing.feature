@ui
Feature: When the tag search emits its tags
  Shell §9: "Tag search emits 400 ms after mount and 490 ms after options load." The tag search of a
  list reads its tags from the address and emits them 400 ms after it mounts, and again 490 ms after
  its options (the filter fields of the list's OPTIONS metadata) load. What its emission does is seen in
  the address: a link that named the search or a field as a parameter of its own is then written in the
  console's one form, `filters=key~value` (shell §2, §9). The browser clock is paused, so each delay is
  counted on the page's own clock: one millisecond early, the address is still the link's.
  (src/generic/list/tag-search.test.tsx proves both delays on the component itself.)

  The list's page is loaded once before the clock is paused: a page whose code is still on its way is
  shown when React's suspense timer lets it, which a paused clock never does.

  Background:
    Given the browser clock is under test control
    And "admin" has signed in
    And they land on the console dashboard

  @shell.9.tag-search-timing.mount
  Scenario: the tags read from the address are emitted 400 ms after the search mounts
    When they open the user list
    And they follow the address "/ui/console/dashboard" inside the console
    And the browser clock is paused
    And they follow the address "/ui/console/users/users?search=staff01" inside the console
    Then they see "Search: staff01" on the paused clock
    When 399 milliseconds pass
    Then the address is still "/ui/console/users/users?search=staff01"
    When 1 millisecond passes
    Then the address is "/ui/console/users/users?filters=search~staff01"

  # Until the options load, "username" is not known to be a field: the search holds no tag and its
  # emission 400 ms after mount says nothing. The options then load on a paused clock.
  @shell.9.tag-search-timing.options
  Scenario: a field named in the address is emitted 490 ms after the search's options load
    Given the browser's OPTIONS calls to "/api/v1/users/users/" are held
    When they follow the address "/ui/console/users/users?username=staff01" inside the console
    Then the list's search is shown
    Given the browser clock is paused
    When 1000 milliseconds pass
    Then the address is still "/ui/console/users/users?username=staff01"
    When the held calls are answered
    Then the search offers the field "Username"
    When 489 milliseconds pass
    Then the address is still "/ui/console/users/users?username=staff01"
    When 1 millisecond passes
    Then the address is "/ui/console/users/users?filters=username~staff01"
