@api
Feature: Form rules run on the form's own modules: JSON fields, priorities, the choice widget
  JSON fields must parse ("Not a valid json format", shell §5, domain §5); an attribute mapping must
  map a value to username, e.g. uid to username (domain §5). The users form has no JSON field, so
  these rules are run on the form module itself; the settings pages that hold the LDAP, OpenID, CAS
  and SAML2 attribute maps are the domain issues'.

  @shell.5.form.json @domain.5.json
  Scenario Outline: a JSON field holding <text> says "<message>"
    Then a JSON field named "comment_meta" holding `<text>` says "<message>"

    Examples:
      | text                       | message                  |
      | {"uid": 1, "tags": [true]} | nothing                  |
      | []                         | nothing                  |
      | {'uid': 'username'}        | Not a valid json format  |
      | {"uid": "username",}       | Not a valid json format  |
      | uid=username               | Not a valid json format  |

  @shell.5.form.attr-map @domain.5.attr-map
  Scenario Outline: the attribute map <field> holding <text> says "<message>"
    Then a JSON field named "<field>" holding `<text>` says "<message>"

    Examples:
      | field                       | text                                   | message                                                                  |
      | AUTH_LDAP_USER_ATTR_MAP     | {"uid": "username", "cn": "name"}      | nothing                                                                  |
      | AUTH_LDAP_USER_ATTR_MAP     | {"cn": "name", "mail": "email"}        | The attribute mapping must map a value to username, e.g. uid to username |
      | AUTH_OPENID_USER_ATTR_MAP   | ["username"]                           | The attribute mapping must map a value to username, e.g. uid to username |
      | attr_map                    | {"sAMAccountName": "username"}         | nothing                                                                  |
      | attr_map                    | {"username": "uid"}                    | The attribute mapping must map a value to username, e.g. uid to username |

  # Domain §9: every priority lies in 1–100 (the ACLs', the system users' and the command-filter
  # rules' alike); each bound is checked on both sides.
  @domain.9.priority-range
  Scenario Outline: a priority of <value> says "<message>"
    Then a number field named "priority" holding "<value>" says "<message>"

    Examples:
      | value | message                            |
      | 0     | Priority must be between 1 and 100 |
      | 1     | nothing                            |
      | 50    | nothing                            |
      | 100   | nothing                            |
      | 101   | Priority must be between 1 and 100 |
      | 2.5   | Priority must be between 1 and 100 |

  # Shell §5: a choice field with more than 4 options is a filterable select, otherwise a radio group
  # (the browser shows 3 and 8 options in features/generic/forms.feature; here the bound itself).
  @shell.5.form.choice-widget
  Scenario Outline: a choice field of <options> options is a <widget>
    Then a choice field of <options> options is drawn as a "<widget>"

    Examples:
      | options | widget      |
      | 2       | radio group |
      | 4       | radio group |
      | 5       | select      |
      | 12      | select      |
